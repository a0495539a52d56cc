/**
 * Start-up (decision 033): servers starting together on one empty PostgreSQL
 * database take turns to migrate and seed it, so all come up and the demo data is there once; on the
 * embedded database a second server on the same DATA_DIR is refused with a message naming the folder.
 */
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startPostgres, startServer, stopAll } from "../test/cluster.ts";
import { signInOverHttp } from "../test/server-process.ts";

afterAll(stopAll);

describe("three servers started together on one empty PostgreSQL database", () => {
  it("all become healthy, and the demo data is seeded exactly once", async () => {
    const postgres = await startPostgres();
    const databaseUrl = await postgres.createDatabase("startup_race");
    const servers = await Promise.all(
      [1, 2, 3].map(() => startServer({ env: { DATABASE_URL: databaseUrl, SEED_DEMO: "1" }, wait: false })),
    );
    await Promise.all(servers.map((server) => server.ready()));

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const admins = await client.query("select count(*)::int as count from users where username = 'admin'");
      expect(admins.rows[0].count).toBe(1);
      const companies = await client.query("select count(*)::int as count from companies");
      const migrations = await client.query(
        "select count(*)::int as count from drizzle.__drizzle_migrations",
      );
      expect(companies.rows[0].count).toBeGreaterThan(0);
      expect(migrations.rows[0].count).toBeGreaterThan(0);
      // Nobody still holds or waits for the start-up lock.
      const locks = await client.query(
        "select count(*)::int as count from pg_locks where locktype = 'advisory'",
      );
      expect(locks.rows[0].count).toBe(0);
    } finally {
      await client.end();
    }
    // One seeding printed the demo sign-ins (once it listened, in the background: read once they came);
    // every server answers for the seeded admin.
    const announced = () => servers.filter((server) => server.output().includes("Demo data added"));
    await expect.poll(() => announced().length).toBe(1);
    for (const server of servers) {
      const cookie = await signInOverHttp(server.baseUrl, {
        username: "admin",
        password: "admin-demo-2025",
        role: "admin",
      });
      expect((await fetch(`${server.baseUrl}/api/user`, { headers: { cookie } })).status).toBe(200);
    }
  });
});

describe("the embedded database (PGlite)", () => {
  it("refuses a second server on the same DATA_DIR with a message naming the folder, and starts after the first stops", async () => {
    const first = await startServer({ env: { SEED_DEMO: "0" } });
    const second = await startServer({ dataDir: first.dataDir, env: { SEED_DEMO: "0" }, wait: false });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`is using the embedded database in ${first.dataDir}`);
    expect(second.output()).toContain("Another server");
    // The first one is untouched.
    expect((await fetch(`${first.baseUrl}/healthz`)).status).toBe(200);

    // A crash leaves the lock behind; the next server takes it over, since its process is gone.
    await first.kill("SIGKILL");
    const third = await startServer({ dataDir: first.dataDir, env: { SEED_DEMO: "0" } });
    expect((await fetch(`${third.baseUrl}/healthz`)).status).toBe(200);
  });
});
