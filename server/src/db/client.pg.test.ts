import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createHousekeeping } from "../modules/housekeeping/housekeeping.test-support.ts";
import { freePort } from "../test/server-process.ts";
import { type DatabaseHandle, isDatabaseUnavailable, openDatabase } from "./client.ts";

/** Runs against the PostgreSQL server of vitest.pg.config.ts. */
describe("PostgreSQL pool", () => {
  const adminUrl = inject("postgresAdminUrl");
  // A database of this file's own, so that ending its connections touches no other test file.
  const name = `pool_${randomBytes(6).toString("hex")}`;
  const lost: Error[] = [];
  let database: DatabaseHandle;

  async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await asAdmin((client) => client.query(`CREATE DATABASE ${name}`));
    database = await openDatabase({
      databaseUrl: adminUrl.replace(/\/postgres$/, `/${name}`),
      onIdleConnectionError: (error) => lost.push(error),
    });
    await database.ping();
  });
  afterAll(async () => {
    await database.close();
    await asAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it("prepares each read once per connection and runs it with a generic plan (decision 041)", async () => {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    try {
      // Three runs of one read with different values: prepared once, executed three times.
      for (const id of [1, 2, 3]) await client.query("select $1::int + 1 as next", [id]);
      const { rows } = await client.query<{ statement: string; generic: string; custom: string }>(
        `select statement, generic_plans::text as generic, custom_plans::text as custom
           from pg_prepared_statements where statement = 'select $1::int + 1 as next'`,
      );
      expect(rows).toEqual([{ statement: "select $1::int + 1 as next", generic: "3", custom: "0" }]);
      // A write is not prepared.
      await client.query("create temporary table written (id int)");
      await client.query("insert into written values ($1)", [1]);
      const writes = await client.query(
        "select 1 from pg_prepared_statements where statement like 'insert%'",
      );
      expect(writes.rowCount).toBe(0);
    } finally {
      client.release();
    }
    // Reads through Drizzle are answered as before.
    const answer = await database.db.execute(sql`select ${41}::int + 1 as answer`);
    expect((answer as unknown as { rows: Array<{ answer: number }> }).rows[0]?.answer).toBe(42);
  });

  it("survives the server ending an idle connection, reports it, and reconnects", async () => {
    const ended = await asAdmin((client) =>
      client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]),
    );
    expect(ended.rowCount).toBe(1);
    await expect.poll(() => lost.length, { timeout: 5000 }).toBe(1);
    expect(lost[0]?.message).toMatch(/terminat/i);
    await expect(database.ping()).resolves.toBeUndefined();
  });
});

/** Two handles on one migrated database stand for two app servers (decision 033). */
describe("PostgreSQL: work one server at a time, timeouts, an unreachable server", () => {
  const adminUrl = inject("postgresAdminUrl");
  const name = `alone_${randomBytes(6).toString("hex")}`;
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  let first: DatabaseHandle;
  let second: DatabaseHandle;

  async function asAdmin(sql: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await asAdmin(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
    first = await openDatabase({ databaseUrl: url });
    second = await openDatabase({ databaseUrl: url, statementTimeoutMs: 1000 });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it("runs work under a name on one server at a time and skips it on the other meanwhile", async () => {
    let finish = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const long = first.runAlone("test:job", async () => {
      started();
      await held;
      return "first";
    });
    await running;
    expect(await second.runAlone("test:job", async () => "second")).toEqual({ ran: false });
    // Another name is not held.
    expect(await second.runAlone("test:other", async () => "other")).toEqual({ ran: true, value: "other" });
    // Housekeeping on the second server skips its pass while another server's pass holds the lock.
    const log = { info: () => {}, error: () => {} } as never;
    const blocked = first.runAlone("tuition:housekeeping", async () => {
      expect(await createHousekeeping(second.db, log, second.runAlone).runOnce()).toBeNull();
    });
    await blocked;
    finish();
    expect(await long).toEqual({ ran: true, value: "first" });
    expect(await second.runAlone("test:job", async () => "second")).toEqual({ ran: true, value: "second" });
    expect(await createHousekeeping(second.db, log, second.runAlone).runOnce()).not.toBeNull();
  });

  it("cancels a statement past the pool's statement timeout, as a failure that means unavailable", async () => {
    const error = await second.db.execute(sql`select pg_sleep(5)`).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).not.toBeNull();
    expect(isDatabaseUnavailable(error)).toBe(true);
    await expect(second.ping(5000)).resolves.toBeUndefined();
  });

  it("fails fast, as unavailable, when nothing listens at the address", async () => {
    const nowhere = await openDatabase({
      databaseUrl: `postgresql://postgres:x@127.0.0.1:${await freePort()}/none`,
    });
    try {
      const error = await nowhere.ping(10_000).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).not.toBeNull();
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(isDatabaseUnavailable(new Error("duplicate key value"))).toBe(false);
    } finally {
      await nowhere.close();
    }
  });
});
