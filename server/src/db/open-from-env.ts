import type { Env } from "../config/env.ts";
import { type DatabaseHandle, openDatabase } from "./client.ts";

/** Opens the configured database and applies pending migrations. */
export async function openMigratedDatabase(
  env: Env,
  onIdleConnectionError: (error: Error) => void = (error) =>
    console.error(`database connection lost (the pool will reconnect): ${error.message}`),
): Promise<DatabaseHandle> {
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, onIdleConnectionError } : { dataDir: env.DATA_DIR },
  );
  await database.migrate();
  return database;
}
