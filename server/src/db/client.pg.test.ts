import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client.ts";

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
