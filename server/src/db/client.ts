/**
 * The one place that chooses the database: a PostgreSQL server when DATABASE_URL is set,
 * embedded PGlite (on disk under DATA_DIR, or in memory for tests) otherwise.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireDataDirLock } from "./data-dir-lock.ts";
import { prepareReads } from "./prepared-reads.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /**
   * Applies pending migrations, then runs `then` (demo seeding) with the same database, all under the
   * start-up lock: servers starting together on one PostgreSQL database take turns (decision 033).
   */
  migrate: (then?: (db: Database) => Promise<void>) => Promise<void>;
  /** Throws unless the database answers `select 1` within `timeoutMs` (default 800 ms). */
  ping: (timeoutMs?: number) => Promise<void>;
  /**
   * Runs `work` only if no other server is running work under the same `name` right now (a PostgreSQL
   * advisory lock taken with pg_try_advisory_lock); answers `{ ran: false }` when another holds it.
   */
  runAlone: <T>(name: string, work: () => Promise<T>) => Promise<{ ran: true; value: T } | { ran: false }>;
  close: () => Promise<void>;
  pglite?: PGlite;
};

/** The advisory lock every server takes to migrate and seed (pg_advisory_lock(hashtext(name))). */
export const STARTUP_LOCK = "tuition:startup";
/** A connection the pool opens must be up within this (a database host gone quiet fails in 2 s, not minutes). */
export const CONNECT_TIMEOUT_MS = 2_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

type DatabaseOptions =
  | {
      databaseUrl: string;
      /** statement_timeout of the pool's connections (default 15 s); the client gives up 5 s after it. */
      statementTimeoutMs?: number;
      /**
       * Called when an idle pooled connection fails (the server restarted, the network dropped). Without a
       * listener node-postgres would rethrow it and end the process; the pool replaces the connection.
       */
      onIdleConnectionError?: (error: Error) => void;
      /** Reads prepared once per connection (decision 041); on unless false. */
      prepareReads?: boolean;
    }
  | { dataDir: string }
  | { memory: true; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options) {
    const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // The server cancels a statement running past the limit; the client stops waiting a little later
      // still, for a server that has gone silent without closing the connection.
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs + 5_000,
      // The reads prepared once per connection (below) run a generic plan from their first execution, so
      // PostgreSQL plans each read once per connection instead of on every request (decision 041). Only
      // named statements are concerned: every other statement is still planned with its values.
      ...(options.prepareReads === false ? {} : { options: "-c plan_cache_mode=force_generic_plan" }),
    });
    const onIdleConnectionError = options.onIdleConnectionError;
    pool.on("error", (error) => onIdleConnectionError?.(error));
    if (options.prepareReads !== false) pool.on("connect", prepareReads);
    const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      migrate: async (then) => {
        // A connection of its own, without the statement timeout: a migration may run long, and a server
        // waits here as long as another one migrates and seeds.
        const client = new pg.Client({
          connectionString: options.databaseUrl,
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        });
        client.on("error", (error) => onIdleConnectionError?.(error));
        await client.connect();
        try {
          await client.query("select pg_advisory_lock(hashtext($1))", [STARTUP_LOCK]);
          const locked = drizzlePg(client, { schema, casing: "snake_case" }) as unknown as Database;
          await migratePg(locked as never, { migrationsFolder });
          await then?.(locked);
        } finally {
          // Ending the session releases the lock too; unlocking first lets the next server go at once.
          await client.query("select pg_advisory_unlock(hashtext($1))", [STARTUP_LOCK]).catch(() => {});
          await client.end().catch(() => {});
        }
      },
      ping: (timeoutMs = 800) =>
        withTimeout(pool.query("select 1"), timeoutMs, "the database did not answer"),
      runAlone: async (name, work) => {
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          const result = await client.query<{ locked: boolean }>(
            "select pg_try_advisory_lock(hashtext($1)) as locked",
            [name],
          );
          if (!result.rows[0]?.locked) return { ran: false };
          try {
            return { ran: true, value: await work() };
          } finally {
            await client.query("select pg_advisory_unlock(hashtext($1))", [name]).catch((error: Error) => {
              // A connection that cannot unlock is not given back: ending it releases the lock.
              broken = error;
            });
          }
        } catch (error) {
          broken ??= error as Error;
          throw error;
        } finally {
          client.release(broken);
        }
      },
      close: () => pool.end(),
    };
  }
  // The libraries' search reads trigram indexes (migration 0014, decision 043): PGlite loads pg_trgm itself.
  const extensions = { pg_trgm };
  let client: PGlite;
  let releaseDataDir = () => {};
  if ("dataDir" in options) {
    // PGlite is one process's database: a second server on the same folder would corrupt it.
    releaseDataDir = acquireDataDirLock(options.dataDir);
    const dir = path.resolve(options.dataDir, "pglite");
    try {
      mkdirSync(dir, { recursive: true });
      client = await PGlite.create({ dataDir: dir, extensions });
    } catch (error) {
      releaseDataDir();
      throw error;
    }
  } else {
    client = await PGlite.create(
      options.loadDataDir ? { loadDataDir: options.loadDataDir, extensions } : { extensions },
    );
  }
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    pglite: client,
    // One process has the database (the DATA_DIR lock), so there is no one to take turns with.
    migrate: async (then) => {
      await migratePglite(db as never, { migrationsFolder });
      await then?.(db);
    },
    ping: (timeoutMs = 800) =>
      withTimeout(client.query("select 1"), timeoutMs, "the database did not answer"),
    runAlone: async (_name, work) => ({ ran: true, value: await work() }),
    close: async () => {
      try {
        await client.close();
      } finally {
        releaseDataDir();
      }
    },
  };
}

function withTimeout(promise: Promise<unknown>, timeoutMs: number, message: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

/** Postgres unique violation, whichever driver raised it (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, "23505");
}

/**
 * Whether PostgreSQL aborted the transaction to break a deadlock (40P01) or for a serialization failure
 * (40001): nothing was written, and the same work tried again normally succeeds.
 */
export function isTransactionConflict(error: unknown): boolean {
  return hasSqlState(error, "40P01") || hasSqlState(error, "40001");
}

/** Whether PostgreSQL refused a statement for a time zone it does not know (SQLSTATE 22023 on `at time zone`). */
export function isUnknownTimeZone(error: unknown): boolean {
  return hasSqlState(error, "22023", /time zone/i);
}

/** Whether `error` (or what it wraps: the drivers' errors, Drizzle's) carries this SQLSTATE (and message). */
function hasSqlState(error: unknown, code: string, message?: RegExp): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    if (typeof current === "object" && current !== null && (current as { code?: string }).code === code) {
      return message === undefined || message.test(String((current as { message?: unknown }).message));
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL error codes that mean the server is unreachable, restarting or shedding load, not a bad query. */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "57014", "53300"]);
const UNAVAILABLE_ERRNOS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
/** node-postgres raises these without a code. */
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "Client has encountered a connection error",
  "Connection ended",
];

/**
 * Whether a failure means the database cannot be reached right now (it is restarting, down, or a
 * statement ran past the timeout), whichever driver raised it: the request is answered 503, and the same
 * request later may well succeed (decision 033).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 12; seen++) {
    const current = pending.shift();
    if (typeof current !== "object" || current === null) continue;
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === "string" && (code.startsWith("08") || UNAVAILABLE_SQLSTATES.has(code))) return true;
    if (typeof code === "string" && UNAVAILABLE_ERRNOS.has(code)) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((text) => message.includes(text)))
      return true;
    if (cause) pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}
