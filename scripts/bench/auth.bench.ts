/**
 * Sign-in and session figures:
 * - cold start of the real server (fresh data folder, demo data seeded) until /healthz first answers 200,
 *   then a restart on the same data folder;
 * - GET /api/user for a signed-in demo user on embedded PGlite (user.bench.ts measures it on PostgreSQL
 *   against node:http) at 50 connections for about 10 s (autocannon): requests per
 *   second and p99 latency;
 * - refused sign-ins: unknown username, wrong password for a chosen one, and wrong password for a
 *   not-yet-activated bulk account whose generated password has the lighter hash, and that account's
 *   right password under another role (median of 15 each; all four should be alike);
 * - one password hash and one verify (median of 20 each), argon2id with the parameters for chosen passwords.
 * Everything runs on 127.0.0.1; the server is stopped and its data folder removed at the end.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { hashPassword, verifyPassword } from "../../server/src/lib/password.ts";
import {
  freePort,
  type ServerProcess,
  signInOverHttp,
  startServerProcess,
  stopServerProcess,
  waitForHealth,
} from "../../server/src/test/server-process.ts";

const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
const HASH_RUNS = 20;
const SIGN_IN_RUNS = 15;
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const signInDemoParent = (baseUrl: string) =>
  signInOverHttp(baseUrl, { username: "parent", password: "parent-demo-2025", role: "student" });

/** A bulk-generated account (generated password, lighter hash, not yet activated) made by the demo admin. */
async function generatedAccount(baseUrl: string): Promise<{ username: string; password: string }> {
  const cookie = await signInOverHttp(baseUrl, {
    username: "admin",
    password: "admin-demo-2025",
    role: "admin",
  });
  const companies = (await (
    await fetch(`${baseUrl}/api/admin/companies`, { headers: { cookie } })
  ).json()) as Array<{
    id: number;
  }>;
  const response = await fetch(`${baseUrl}/api/admin/generate-bulk-accounts`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ companyId: companies[0]!.id, count: 1 }),
  });
  const body = (await response.json()) as { credentials?: Array<{ username: string; password: string }> };
  const account = body.credentials?.[0];
  if (!account) throw new Error(`bulk generation answered ${response.status}`);
  return account;
}

/**
 * Median answer times of refused sign-ins: unknown username, wrong password, wrong generated password, and
 * the right generated password under another role.
 */
async function measureRefusedSignIns(baseUrl: string) {
  const bulk = await generatedAccount(baseUrl);
  const attempt = async (username: string, password = "not-the-password", role = "student") => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password, role }),
    });
    await response.arrayBuffer();
    if (response.status !== 401) throw new Error(`expected 401, got ${response.status}`);
    return performance.now() - started;
  };
  const unknown: number[] = [];
  const wrongPassword: number[] = [];
  const wrongGenerated: number[] = [];
  const rightGeneratedWrongRole: number[] = [];
  for (let i = 0; i < SIGN_IN_RUNS; i++) {
    unknown.push(await attempt(`nobody-${i}`));
    wrongPassword.push(await attempt("parent"));
    wrongGenerated.push(await attempt(bulk.username));
    rightGeneratedWrongRole.push(await attempt(bulk.username, bulk.password, "tutor"));
  }
  return {
    unknown: median(unknown),
    wrongPassword: median(wrongPassword),
    wrongGenerated: median(wrongGenerated),
    rightGeneratedWrongRole: median(rightGeneratedWrongRole),
  };
}

async function measureHashing() {
  const hashTimes: number[] = [];
  let stored = "";
  for (let i = 0; i < HASH_RUNS; i++) {
    const started = performance.now();
    stored = await hashPassword(`bench-password-${i}`);
    hashTimes.push(performance.now() - started);
  }
  const verifyTimes: number[] = [];
  for (let i = 0; i < HASH_RUNS; i++) {
    const started = performance.now();
    const ok = await verifyPassword(stored, `bench-password-${HASH_RUNS - 1}`);
    verifyTimes.push(performance.now() - started);
    if (!ok) throw new Error("verify refused the right password");
  }
  return { hash: median(hashTimes), verify: median(verifyTimes) };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-auth-"));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
let server: ServerProcess | undefined;

function startServer(): ServerProcess {
  // The sign-in timing below makes more attempts than the production limits allow.
  return startServerProcess({ port, dataDir, env: { SEED_DEMO: "1", RATE_LIMIT_MULTIPLIER: "100" } });
}

try {
  let started = performance.now();
  server = startServer();
  const coldStartMs = await waitForHealth(server, started, START_TIMEOUT_MS);
  console.log(
    `cold start to first 200 from /healthz: ${coldStartMs.toFixed(0)} ms (new data folder, demo data seeded)`,
  );
  await stopServerProcess(server, STOP_TIMEOUT_MS);
  started = performance.now();
  server = startServer();
  const restartMs = await waitForHealth(server, started, START_TIMEOUT_MS);
  console.log(`restart to first 200 from /healthz: ${restartMs.toFixed(0)} ms (same data folder)`);

  const cookie = await signInDemoParent(baseUrl);
  const result = await autocannon({
    url: `${baseUrl}/api/user`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { cookie, accept: "application/json" },
  });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  console.log(
    `GET /api/user signed in (embedded PGlite), ${CONNECTIONS} connections, ${DURATION_SECONDS} s: ` +
      `${result.requests.average.toFixed(0)} req/s average, p99 ${result.latency.p99} ms, ` +
      `p50 ${result.latency.p50} ms, ${result.requests.total} requests, ${non2xx} not 2xx/errors`,
  );

  const refused = await measureRefusedSignIns(baseUrl);
  console.log(
    `refused sign-in, median of ${SIGN_IN_RUNS}: unknown username ${refused.unknown.toFixed(1)} ms, ` +
      `wrong password ${refused.wrongPassword.toFixed(1)} ms, ` +
      `wrong password of a not-yet-activated bulk account ${refused.wrongGenerated.toFixed(1)} ms, ` +
      `its right password under another role ${refused.rightGeneratedWrongRole.toFixed(1)} ms`,
  );

  const hashing = await measureHashing();
  console.log(
    `argon2id (m=19456 KiB, t=2, p=1): hash ${hashing.hash.toFixed(1)} ms, verify ${hashing.verify.toFixed(1)} ms (median of ${HASH_RUNS})`,
  );
} catch (error) {
  console.error(`auth bench failed: ${(error as Error).message}`);
  const output = server?.output().slice(-4000);
  if (output) console.error(`server output:\n${output}`);
  process.exitCode = 1;
} finally {
  if (server) await stopServerProcess(server, STOP_TIMEOUT_MS);
  rmSync(dataDir, { recursive: true, force: true });
}
