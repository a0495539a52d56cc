/**
 * Tutor-portal reads at scale: a data folder with 200 tutors, 2,000 recorded lessons, 5,000
 * resources, 2,000 scheduled and 1,000 live sessions and 1,000 students, served by the real server
 * process; then, signed in as one tutor, each portal read for a few seconds at 50 connections
 * (autocannon): p99 and p50 latency, requests per second and the answer's size. A read the server does
 * not offer yet is reported as such. Everything runs on 127.0.0.1 and the folder is removed at the end.
 */
import { fileURLToPath } from "node:url";
import {
  liveSessions,
  recordedLessons,
  resources,
  scheduledSessions,
  students,
  users,
} from "../../server/src/db/schema.ts";
import { insertInChunks, openBenchDatabase, runReadBench } from "./reads.ts";

const TUTORS = 200;
const LESSONS = 2_000;
const RESOURCES = 5_000;
const SCHEDULED = 2_000;
const LIVE = 1_000;
const FAMILIES = 500;
const STUDENTS = 1_000;
const PASSWORD = "bench-tutor-2025";
const SUBJECTS = ["Mathematics", "English", "Biology", "Chemistry", "Physics", "Science"];
const YEARS = ["Year 7", "Year 8", "Year 9", "Year 10", "Year 11 (GCSE)"];
const HOUR_MS = 3_600_000;

/**
 * The portal reads the tutor's screens make, in the order the dashboard and library load them. The two
 * libraries are read a page at a time (decision 039): the first page each screen asks for, and a search as
 * the search box sends it. The whole lists (`/api/recorded-lessons`, `/api/resources` without `limit`, 703
 * and 1,495 KB) are the unpaginated API no screen makes any more; they stay out of this table.
 */
const READS = [
  "/api/dashboard/summary",
  "/api/scheduled-sessions/upcoming?limit=5",
  "/api/recorded-lessons?limit=3",
  "/api/recorded-lessons?limit=24",
  "/api/recorded-lessons?limit=24&search=revision%20mathematics",
  "/api/resources?limit=30",
  "/api/resources?limit=30&search=worksheet%2049",
  "/api/live-sessions",
  "/api/students",
];

/** Monday 00:00 UTC of the week holding `date`, `weeks` weeks on. */
function mondayOf(date: Date, weeks = 0) {
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) + weeks * 7);
  return monday;
}

/** The tutor's schedule (a week, and a month grid of 6 weeks from the Monday before the month's first day). */
function calendarReads(now = new Date()) {
  const range = (from: Date, to: Date) =>
    `/api/scheduled-sessions?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
  const grid = mondayOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
  return [range(mondayOf(now), mondayOf(now, 1)), range(grid, mondayOf(grid, 6))];
}

/** Fills a fresh embedded database in `dataDir` and closes it, so the server process can open it. */
export async function seedDataset(dataDir: string) {
  const { database, db, passwordHash, companyId } = await openBenchDatabase(dataDir, PASSWORD);
  const tutorRows = Array.from({ length: TUTORS }, (_, i) => ({
    username: `bench-tutor-${i + 1}`,
    passwordHash,
    email: `tutor${i + 1}@bench.example`,
    fullName: `Tutor ${i + 1}`,
    role: "tutor" as const,
  }));
  const tutorIds: number[] = [];
  await insertInChunks(tutorRows, async (chunk) => {
    const rows = await db.insert(users).values(chunk).returning({ id: users.id });
    tutorIds.push(...rows.map((row) => row.id));
  });
  const familyIds: number[] = [];
  const familyRows = Array.from({ length: FAMILIES }, (_, i) => ({
    username: `bench-family-${i + 1}`,
    passwordHash,
    email: `family${i + 1}@bench.example`,
    fullName: `Family ${i + 1}`,
    role: "parent" as const,
    companyId,
  }));
  await insertInChunks(familyRows, async (chunk) => {
    const rows = await db.insert(users).values(chunk).returning({ id: users.id });
    familyIds.push(...rows.map((row) => row.id));
  });
  const tutorOf = (i: number) => tutorIds[i % TUTORS]!;
  const subjectOf = (i: number) => SUBJECTS[i % SUBJECTS.length]!;
  const now = Date.now();
  await insertInChunks(
    Array.from({ length: LESSONS }, (_, i) => ({
      title: `Recorded lesson ${i + 1}: ${subjectOf(i)} revision`,
      description: "A recorded group lesson with worked examples and practice questions.",
      subject: subjectOf(i),
      tutorId: tutorOf(i),
      duration: 45 + (i % 4) * 15,
      videoUrl: `https://www.youtube.com/watch?v=bench${String(i).padStart(6, "0")}`,
      views: i % 97,
      uploadedAt: new Date(now - i * HOUR_MS),
    })),
    (chunk) => db.insert(recordedLessons).values(chunk),
  );
  await insertInChunks(
    Array.from({ length: RESOURCES }, (_, i) => ({
      title: `Worksheet ${i + 1}`,
      description: "Practice questions with answers.",
      externalUrl: `https://resources.bench.example/worksheet-${i + 1}.pdf`,
      type: "pdf" as const,
      size: 120 + (i % 300),
      subject: subjectOf(i),
      tutorId: tutorOf(i),
      uploadedAt: new Date(now - i * HOUR_MS),
    })),
    (chunk) => db.insert(resources).values(chunk),
  );
  const studentIds: number[] = [];
  await insertInChunks(
    Array.from({ length: STUDENTS }, (_, i) => ({
      userId: familyIds[i % FAMILIES]!,
      firstName: `Child ${i + 1}`,
      grade: YEARS[i % YEARS.length]!,
      subjects: "Mathematics, English",
      tutorId: tutorOf(i),
    })),
    async (chunk) => {
      const rows = await db.insert(students).values(chunk).returning({ id: students.id });
      studentIds.push(...rows.map((row) => row.id));
    },
  );
  await insertInChunks(
    Array.from({ length: SCHEDULED }, (_, i) => ({
      title: `${subjectOf(i)} group session ${i + 1}`,
      description: "A live online group session.",
      subject: subjectOf(i),
      tutorId: tutorOf(i),
      studentId: i % 3 === 0 ? studentIds[i % STUDENTS]! : null,
      academicYear: YEARS[i % YEARS.length]!,
      scheduledFor: new Date(now + ((i % 60) - 20) * 24 * HOUR_MS + (i % 8) * HOUR_MS),
      duration: 60,
    })),
    (chunk) => db.insert(scheduledSessions).values(chunk),
  );
  await insertInChunks(
    Array.from({ length: LIVE }, (_, i) => ({
      title: `${subjectOf(i)} live ${i + 1}`,
      subject: subjectOf(i),
      tutorId: tutorOf(i),
      scheduledFor: new Date(now + ((i % 40) - 20) * 24 * HOUR_MS),
      duration: 60,
      status: i % 40 < 20 ? ("completed" as const) : ("scheduled" as const),
    })),
    (chunk) => db.insert(liveSessions).values(chunk),
  );
  await database.close();
}

// Run as a bench, not when a probe imports the dataset.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runReadBench({
    name: "portal",
    seed: async (dataDir) => ({
      seeded: await seedDataset(dataDir),
      summary:
        `${TUTORS} tutors, ${LESSONS} recorded lessons, ${RESOURCES} resources, ${SCHEDULED} scheduled and ` +
        `${LIVE} live sessions, ${STUDENTS} students`,
    }),
    account: { username: "bench-tutor-1", password: PASSWORD, role: "tutor" },
    reads: () => [...READS, ...calendarReads()],
    who: "a tutor",
  });
}
