/**
 * The family portal's reads at scale: a data folder with 20,000 family accounts, 30,000
 * children across the academic years, 5,000 scheduled sessions (group sessions by year and one-to-one
 * sessions), 1,000 live sessions and the recording library, served by the real server process; then,
 * signed in as one family with two children in different years, each read its screens make (decision
 * 040: bounded to what each screen shows), then the unbounded API reads for comparison, at 50 connections
 * (autocannon). Everything runs on 127.0.0.1; the folder is removed at the end.
 */
import { fileURLToPath } from "node:url";
import {
  liveSessions,
  recordedLessons,
  scheduledSessions,
  students,
  users,
} from "../../server/src/db/schema.ts";
import { ACADEMIC_YEARS } from "../../shared/schemas/catalog.ts";
import { insertInChunks, openBenchDatabase, runReadBench } from "./reads.ts";

const FAMILIES = 20_000;
const CHILDREN = 30_000;
const SESSIONS = 5_000;
const LIVE = 1_000;
const LESSONS = 300;
const TUTORS = 50;
const PASSWORD = "bench-family-2025";
const SUBJECTS = ["Mathematics", "English", "Biology", "Chemistry", "Physics", "Science"];
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Fills a fresh embedded database in `dataDir`; answers the measured family's first child's id. */
export async function seedDataset(dataDir: string): Promise<number> {
  const { database, db, passwordHash, companyId } = await openBenchDatabase(dataDir, PASSWORD);
  const account = (kind: string, i: number, role: "tutor" | "parent") => ({
    username: `bench-${kind}-${i + 1}`,
    passwordHash,
    email: `${kind}${i + 1}@bench.example`,
    fullName: `${kind === "tutor" ? "Tutor" : "Family"} ${i + 1}`,
    role,
    companyId: role === "parent" ? companyId : null,
  });
  const tutorIds: number[] = [];
  await insertInChunks(
    Array.from({ length: TUTORS }, (_, i) => account("tutor", i, "tutor")),
    async (chunk) =>
      tutorIds.push(...(await db.insert(users).values(chunk).returning({ id: users.id })).map((r) => r.id)),
  );
  const familyIds: number[] = [];
  await insertInChunks(
    Array.from({ length: FAMILIES }, (_, i) => account("family", i, "parent")),
    async (chunk) =>
      familyIds.push(...(await db.insert(users).values(chunk).returning({ id: users.id })).map((r) => r.id)),
  );
  // Every family has one child; every other family a second, in another year.
  const childIds: number[] = [];
  await insertInChunks(
    Array.from({ length: CHILDREN }, (_, i) => ({
      userId: familyIds[i % FAMILIES]!,
      firstName: `Child ${i + 1}`,
      grade: ACADEMIC_YEARS[(i + Math.floor(i / FAMILIES) * 3) % ACADEMIC_YEARS.length]!,
      subjects: "Mathematics, English",
      tutorId: tutorIds[i % TUTORS]!,
    })),
    async (chunk) =>
      childIds.push(
        ...(await db.insert(students).values(chunk).returning({ id: students.id })).map((r) => r.id),
      ),
  );
  const now = Date.now();
  await insertInChunks(
    Array.from({ length: SESSIONS }, (_, i) => ({
      title: `${SUBJECTS[i % SUBJECTS.length]} session ${i + 1}`,
      description: "A live online group session.",
      subject: SUBJECTS[i % SUBJECTS.length]!,
      tutorId: tutorIds[i % TUTORS]!,
      studentId: i % 5 === 0 ? childIds[(i * 7) % CHILDREN]! : null,
      academicYear: ACADEMIC_YEARS[i % ACADEMIC_YEARS.length]!,
      scheduledFor: new Date(now + ((i % 90) - 30) * DAY_MS + (i % 10) * HOUR_MS),
      duration: 60,
    })),
    (chunk) => db.insert(scheduledSessions).values(chunk),
  );
  await insertInChunks(
    Array.from({ length: LIVE }, (_, i) => ({
      title: `Live ${i + 1}`,
      subject: SUBJECTS[i % SUBJECTS.length]!,
      tutorId: tutorIds[i % TUTORS]!,
      academicYear: i % 4 === 0 ? null : ACADEMIC_YEARS[i % ACADEMIC_YEARS.length]!,
      scheduledFor: new Date(now + ((i % 40) - 20) * DAY_MS),
      duration: 60,
    })),
    (chunk) => db.insert(liveSessions).values(chunk),
  );
  await insertInChunks(
    Array.from({ length: LESSONS }, (_, i) => ({
      title: `Recorded lesson ${i + 1}`,
      subject: SUBJECTS[i % SUBJECTS.length]!,
      tutorId: tutorIds[i % TUTORS]!,
      videoUrl: `https://www.youtube.com/watch?v=bench${String(i).padStart(6, "0")}`,
      uploadedAt: new Date(now - i * HOUR_MS),
    })),
    (chunk) => db.insert(recordedLessons).values(chunk),
  );
  await database.close();
  return childIds[0]!;
}

/** Monday 00:00 UTC of the week holding `date`, `weeks` weeks on. */
function mondayOf(date: Date, weeks = 0) {
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) + weeks * 7);
  return monday;
}

const rangeQuery = (from: Date, to: Date) =>
  `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;

/**
 * The reads the family's screens make (decisions 040, 042), with their parameters, for the measured family's
 * first child (`childId`, in the first academic year): the parent dashboard's 5 upcoming sessions, the
 * student dashboard's 3, the schedule's counts per day for its visible week and for its month grid (6 weeks
 * from the Monday before the month's first day) and the chosen day's sessions, the child's page, the Live
 * Sessions screen's first page, the children.
 */
export function screenReads(childId: number, now = new Date()) {
  const firstOfMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const grid = mondayOf(firstOfMonth);
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const days = (from: Date, to: Date) =>
    `/api/scheduled-sessions/student/${childId}/days?${rangeQuery(from, to)}&timeZone=UTC`;
  return [
    "/api/scheduled-sessions/upcoming?limit=5",
    `/api/scheduled-sessions/upcoming?limit=3&studentId=${childId}`,
    days(mondayOf(now), mondayOf(now, 1)),
    days(grid, mondayOf(grid, 6)),
    `/api/scheduled-sessions/student/${childId}?${rangeQuery(today, new Date(today.getTime() + DAY_MS))}`,
    `/api/scheduled-sessions/student/${childId}?onRoster=true`,
    `/api/live-sessions?upcoming=true&limit=20&academicYear=${encodeURIComponent(ACADEMIC_YEARS[0])}`,
    "/api/family/children",
  ];
}

/** What the schedule read before decision 042, for comparison: the visible week's and month grid's sessions. */
export function gridListReads(childId: number, now = new Date()) {
  const grid = mondayOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
  return [
    `/api/scheduled-sessions/student/${childId}?${rangeQuery(mondayOf(now), mondayOf(now, 1))}`,
    `/api/scheduled-sessions/student/${childId}?${rangeQuery(grid, mondayOf(grid, 6))}`,
  ];
}

/**
 * The contract's unbounded reads, which no family screen makes any more, measured for comparison with
 * decision 038's figures (`/api/student/recorded-lessons` is the libraries' read, decision 039).
 */
export const unboundedReads = (childId: number) => [
  "/api/scheduled-sessions/upcoming",
  "/api/student/scheduled-sessions",
  `/api/scheduled-sessions/student/${childId}`,
  "/api/live-sessions",
  "/api/student/recorded-lessons",
];

// Run as a bench, not when a probe imports the dataset.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runReadBench({
    name: "family",
    seed: async (dataDir) => {
      const seeded = await seedDataset(dataDir);
      console.log(
        `reads the family's screens make (decisions 040, 042):\n  ${screenReads(seeded).join("\n  ")}\n` +
          `then the week and month lists the schedule read before decision 042, and the unbounded API reads ` +
          `no screen makes, for comparison:\n  ${[...gridListReads(seeded), ...unboundedReads(seeded)].join("\n  ")}`,
      );
      return {
        seeded,
        summary: `${FAMILIES} families, ${CHILDREN} children, ${SESSIONS} scheduled and ${LIVE} live sessions, ${LESSONS} recordings`,
      };
    },
    account: { username: "bench-family-1", password: PASSWORD, role: "student" },
    reads: (childId) => [...screenReads(childId), ...gridListReads(childId), ...unboundedReads(childId)],
    who: "a family with two children",
  });
}
