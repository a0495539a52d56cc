/**
 * Demo data never reaches a real install: the server started as production on an empty
 * PostgreSQL database adds no demo accounts, so the README's published admin/admin-demo-2025 answers 401;
 * told with SEED_DEMO=1, the same start adds them and the signed-in screens' marker says so.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitForHealth,
} from "./test/server-process.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "demo-data-test-"));
const started: ServerProcess[] = [];
const databases: string[] = [];

async function emptyDatabaseUrl() {
  const adminUrl = inject("postgresAdminUrl");
  const name = `demo_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  databases.push(name);
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

async function startOn(databaseUrl: string, env: Record<string, string> = {}) {
  const server = startServerProcess({
    port: await freePort(),
    dataDir,
    env: { DATABASE_URL: databaseUrl, CLIENT_DIR: path.join(dataDir, "no-client"), ...env },
  });
  started.push(server);
  await waitForHealth(server);
  return server;
}

function signInAsDemoAdmin(server: ServerProcess) {
  return fetch(`${server.baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "admin-demo-2025", role: "admin" }),
  });
}

afterAll(async () => {
  for (const server of started) await stopServerProcess(server);
  const admin = new pg.Client({ connectionString: inject("postgresAdminUrl") });
  await admin.connect();
  for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("demo data on PostgreSQL", () => {
  it("is not added by a production start on an empty database: the demo admin answers 401", async () => {
    const server = await startOn(await emptyDatabaseUrl());
    const response = await signInAsDemoAdmin(server);
    expect(response.status).toBe(401);
    expect(server.output()).not.toContain("admin-demo-2025");
    // Nor the other published sign-ins, nor the published company code.
    for (const [username, password, role] of [
      ["tutor", "tutor-demo-2025", "tutor"],
      ["parent", "parent-demo-2025", "student"],
    ]) {
      const other = await fetch(`${server.baseUrl}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username, password, role }),
      });
      expect(other.status, username).toBe(401);
    }
    expect((await fetch(`${server.baseUrl}/api/registration-codes/NWDEMO25`)).status).toBe(404);
  });

  it("is added when SEED_DEMO=1 says so, and the signed-in screens are told demo accounts exist", async () => {
    const server = await startOn(await emptyDatabaseUrl(), { SEED_DEMO: "1" });
    const response = await signInAsDemoAdmin(server);
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith("sid="))!
      .split(";")[0]!;
    const marker = await fetch(`${server.baseUrl}/api/demo-data`, { headers: { cookie } });
    expect(await marker.json()).toEqual({ demoAccounts: true });
    expect((await fetch(`${server.baseUrl}/api/registration-codes/NWDEMO25`)).status).toBe(200);
  });
});
