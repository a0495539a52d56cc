/** Migrates one PGlite database and saves it, so each test file starts from a copy in well under a second. */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migrationsFolder, openDatabase } from "../db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresAdminUrl: string;
    postgresTemplate: string;
  }
}

function migrationsDigest(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith(".sql") || file.endsWith(".json")) hash.update(file).update(readFileSync(full));
  }
  return hash.digest("hex").slice(0, 16);
}

export default async function setup(project: TestProject) {
  const dir = path.resolve(".tmp");
  mkdirSync(dir, { recursive: true });
  const snapshot = path.join(dir, `pglite-migrated-${migrationsDigest()}.tar.gz`);
  if (!existsSync(snapshot)) {
    const database = await openDatabase({ memory: true });
    await database.migrate();
    const blob = await database.pglite!.dumpDataDir("gzip");
    writeFileSync(snapshot, Buffer.from(await blob.arrayBuffer()));
    await database.close();
  }
  project.provide("pgliteSnapshot", snapshot);
}
