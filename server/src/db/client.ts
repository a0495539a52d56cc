/**
 * The one place that chooses the database: a PostgreSQL server when DATABASE_URL is set,
 * embedded PGlite (on disk under DATA_DIR, or in memory for tests) otherwise.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
  pglite?: PGlite;
};

type DatabaseOptions =
  | {
      databaseUrl: string;
      /**
       * Called when an idle pooled connection fails (the server restarted, the network dropped). Without a
       * listener node-postgres would rethrow it and end the process; the pool replaces the connection.
       */
      onIdleConnectionError?: (error: Error) => void;
    }
  | { dataDir: string }
  | { memory: true; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const onIdleConnectionError = options.onIdleConnectionError;
    pool.on("error", (error) => onIdleConnectionError?.(error));
    const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db as never, { migrationsFolder }),
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ("dataDir" in options) {
    const dir = path.resolve(options.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create({ dataDir: dir });
  } else {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

/** Postgres unique violation, whichever driver raised it (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    if (typeof current === "object" && current !== null && (current as { code?: string }).code === "23505") {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
