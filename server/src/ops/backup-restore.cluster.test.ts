/**
 * The backup and restore of docs/operations.md, done for real: a PostgreSQL 15 server from Debian's
 * packages, the app migrating and seeding it and changing data through HTTP, `pg_dump -Fc`, the files
 * folder copied, `pg_restore` into a fresh PostgreSQL 15 server, and the app started on the restored
 * database with the same APP_SECRET serving the same data (decision 036). Debian's pg_dump is version 15
 * and refuses to dump the embedded PostgreSQL 18 the other suites use, hence a server of its own version.
 */
import { execFile, execFileSync } from "node:child_process";
import { chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, stopAll } from "../test/cluster.ts";
import { grantPostgresUserAccess } from "../test/postgres-access.ts";
import { freePort, signInOverHttp } from "../test/server-process.ts";

const run = promisify(execFile);

/** Debian's PostgreSQL 15 (packages postgresql-15 and postgresql-client-15); `npm test` installs them as root. */
const POSTGRES_15_BIN = "/usr/lib/postgresql/15/bin";
const TOOLS = ["initdb", "pg_ctl", "postgres", "pg_dump", "pg_restore"];

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
/** As root, PostgreSQL must run as the `postgres` system user (it refuses root). */
const postgresUser = isRoot
  ? {
      uid: Number(execFileSync("id", ["-u", "postgres"]).toString().trim()),
      gid: Number(execFileSync("id", ["-g", "postgres"]).toString().trim()),
    }
  : {};

const folders: string[] = [];
const stops: Array<() => Promise<void>> = [];

afterAll(async () => {
  await stopAll();
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function temporaryFolder(prefix: string) {
  const folder = mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(folder);
  return folder;
}

/** Initialises and starts a PostgreSQL 15 server on a free loopback port; answers its database URL maker. */
async function startPostgres15(name: string) {
  const folder = temporaryFolder(`backup-test-pg15-${name}-`);
  if (isRoot) {
    chownSync(folder, postgresUser.uid!, postgresUser.gid!);
    // …and can enter the folders above it (a TMPDIR inside a private folder).
    grantPostgresUserAccess([path.dirname(folder)]);
  }
  const dataDir = path.join(folder, "data");
  const port = await freePort();
  const asPostgres = { ...postgresUser, timeout: 120_000 };
  await run(
    path.join(POSTGRES_15_BIN, "initdb"),
    ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C"],
    asPostgres,
  );
  const pgCtl = path.join(POSTGRES_15_BIN, "pg_ctl");
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder}`;
  await run(
    pgCtl,
    ["-D", dataDir, "-l", path.join(folder, "server.log"), "-o", options, "-w", "-t", "90", "start"],
    asPostgres,
  );
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    await run(pgCtl, ["-D", dataDir, "-m", "fast", "-w", "-t", "90", "stop"], asPostgres);
  };
  stops.push(stop);
  const url = (database = "postgres") => `postgresql://postgres@127.0.0.1:${port}/${database}`;
  return { port, url, stop };
}

async function query<Row>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end();
  }
}

async function getJson(baseUrl: string, pathname: string, cookie: string) {
  const response = await fetch(`${baseUrl}${pathname}`, { headers: { cookie } });
  expect(response.status, pathname).toBe(200);
  return response.json();
}

const ADMIN = { username: "admin", password: "admin-demo-2025", role: "admin" };
const NEW_ADMIN_PASSWORD = "restored-from-backup-2026";

describe("backup and restore with pg_dump and pg_restore", () => {
  it("restores into a fresh PostgreSQL 15 server that then serves the same data", async () => {
    const missing = TOOLS.filter((tool) => !existsSync(path.join(POSTGRES_15_BIN, tool)));
    expect(
      missing,
      `PostgreSQL 15 is missing from ${POSTGRES_15_BIN}: install Debian's postgresql-15 and postgresql-client-15 (npm test does so as root)`,
    ).toEqual([]);

    // The live system: PostgreSQL 15 and an app server that migrates it and adds the demo data.
    const live = await startPostgres15("live");
    await query(live.url(), "CREATE DATABASE tuition");
    const first = await startServer({ env: { DATABASE_URL: live.url("tuition"), SEED_DEMO: "1" } });

    // Data made through the app after the seed: a new admin password, a company, an uploaded file.
    const cookie = await signInOverHttp(first.baseUrl, ADMIN);
    const changed = await fetch(`${first.baseUrl}/api/change-password`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({
        currentPassword: ADMIN.password,
        newPassword: NEW_ADMIN_PASSWORD,
        confirmPassword: NEW_ADMIN_PASSWORD,
      }),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const session = await signInOverHttp(first.baseUrl, { ...ADMIN, password: NEW_ADMIN_PASSWORD });
    const created = await fetch(`${first.baseUrl}/api/admin/companies`, {
      method: "POST",
      headers: { cookie: session, "content-type": "application/json" },
      body: JSON.stringify({
        name: "Backup Test Holdings",
        contactName: "Operations Lead",
        contactEmail: "operations@backup-test.example",
        employeeCount: 40,
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const company = (await created.json()) as { id: number; name: string };
    const form = new FormData();
    form.append("file", new Blob(["Restored from a backup.\n"], { type: "text/plain" }), "restore-notes.txt");
    const uploaded = await fetch(`${first.baseUrl}/api/files`, {
      method: "POST",
      headers: { cookie: session },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { fileUrl } = (await uploaded.json()) as { fileUrl: string };
    const companiesBefore = await getJson(first.baseUrl, "/api/admin/companies", session);
    const usersBefore = await query<{ count: string }>(live.url("tuition"), "SELECT count(*) FROM users");
    const migrationsBefore = await query<{ count: string }>(
      live.url("tuition"),
      "SELECT count(*) FROM drizzle.__drizzle_migrations",
    );

    // The backup: the database with pg_dump in its custom format, and the server's files folder.
    const backup = temporaryFolder("backup-test-dump-");
    const dump = path.join(backup, "tuition.dump");
    await run(
      path.join(POSTGRES_15_BIN, "pg_dump"),
      [
        "-Fc",
        "--no-owner",
        "-h",
        "127.0.0.1",
        "-p",
        String(live.port),
        "-U",
        "postgres",
        "-d",
        "tuition",
        "-f",
        dump,
      ],
      { timeout: 120_000 },
    );
    cpSync(path.join(first.dataDir, "files"), path.join(backup, "files"), { recursive: true });

    // Disaster: the app server and its database are gone.
    await first.stop();
    await live.stop();

    // The restore: a fresh PostgreSQL 15 server, pg_restore, the files folder, and a new app server
    // with the same APP_SECRET (startServer gives every server the cluster's one).
    const fresh = await startPostgres15("fresh");
    await query(fresh.url(), "CREATE DATABASE tuition");
    await run(
      path.join(POSTGRES_15_BIN, "pg_restore"),
      [
        "--exit-on-error",
        "--no-owner",
        "-h",
        "127.0.0.1",
        "-p",
        String(fresh.port),
        "-U",
        "postgres",
        "-d",
        "tuition",
        dump,
      ],
      { timeout: 120_000 },
    );
    const restoredDataDir = temporaryFolder("backup-test-app-");
    mkdirSync(restoredDataDir, { recursive: true });
    cpSync(path.join(backup, "files"), path.join(restoredDataDir, "files"), { recursive: true });
    const restored = await startServer({
      dataDir: restoredDataDir,
      env: { DATABASE_URL: fresh.url("tuition"), SEED_DEMO: "1" },
    });

    // The session made before the backup still works, as do the new password and the same rows.
    expect(await getJson(restored.baseUrl, "/api/admin/companies", session)).toEqual(companiesBefore);
    const signedIn = await signInOverHttp(restored.baseUrl, { ...ADMIN, password: NEW_ADMIN_PASSWORD });
    const companies = (await getJson(restored.baseUrl, "/api/admin/companies", signedIn)) as Array<{
      id: number;
      name: string;
    }>;
    expect(companies.find((row) => row.id === company.id)?.name).toBe("Backup Test Holdings");
    const oldPassword = await fetch(`${restored.baseUrl}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    expect(oldPassword.status).toBe(401);
    const file = await fetch(`${restored.baseUrl}${fileUrl}`, { headers: { cookie: signedIn } });
    expect(file.status).toBe(200);
    expect(await file.text()).toBe("Restored from a backup.\n");
    // The restored database was neither seeded again nor migrated twice.
    expect(await query(fresh.url("tuition"), "SELECT count(*) FROM users")).toEqual(usersBefore);
    expect(await query(fresh.url("tuition"), "SELECT count(*) FROM drizzle.__drizzle_migrations")).toEqual(
      migrationsBefore,
    );
    const version = await query<{ server_version: string }>(fresh.url(), "SHOW server_version");
    expect(version[0]?.server_version.split(".")[0]).toBe("15");
  });
});
