import type { Env } from "../config/env.ts";
import { type Database, type DatabaseHandle, openDatabase } from "./client.ts";

/**
 * Opens the configured database and applies pending migrations, then runs `then` (demo seeding) under the
 * same start-up lock, so servers starting together on one empty database migrate and seed it once
 * (decision 033). On the embedded database a second process on the same DATA_DIR is refused
 * (DataDirInUseError).
 */
export async function openMigratedDatabase(
  env: Env,
  onIdleConnectionError: (error: Error) => void = (error) =>
    console.error(`database connection lost (the pool will reconnect): ${error.message}`),
  then?: (db: Database) => Promise<void>,
): Promise<DatabaseHandle> {
  const database = await openDatabase(
    env.DATABASE_URL
      ? {
          databaseUrl: env.DATABASE_URL,
          statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
          onIdleConnectionError,
        }
      : { dataDir: env.DATA_DIR },
  );
  try {
    await database.migrate(then);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  return database;
}
