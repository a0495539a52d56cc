import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { dashboardSummarySchema } from "#shared/schemas/dashboard.ts";
import { liveSessions, recordedLessons, resources, students } from "../../db/schema.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();
let tutorA: SignedInUser;
let tutorB: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  tutorA = await t.asRole("tutor");
  tutorB = await t.asRole("tutor");
  admin = await t.asRole("admin");
  const family = await t.createUser("parent");
  const day = (n: number) => new Date(Date.UTC(2026, 0, n, 10));
  await t.db.insert(recordedLessons).values(
    [1, 2, 3, 4, 5].map((n) => ({
      title: `Lesson ${n}`,
      subject: "English",
      tutorId: n % 2 ? tutorA.user.id : tutorB.user.id,
      uploadedAt: day(n),
      duration: 30 + n,
    })),
  );
  await t.db.insert(resources).values([
    { title: "Worksheet", subject: "Mathematics", tutorId: tutorB.user.id },
    { title: "Quiz", subject: "English", tutorId: tutorB.user.id, type: "quiz" },
  ]);
  const live = { subject: "Physics", scheduledFor: day(20) };
  await t.db.insert(liveSessions).values([
    { ...live, title: "A scheduled", tutorId: tutorA.user.id, status: "scheduled" },
    { ...live, title: "A live", tutorId: tutorA.user.id, status: "live" },
    { ...live, title: "A completed", tutorId: tutorA.user.id, status: "completed" },
    { ...live, title: "A cancelled", tutorId: tutorA.user.id, status: "cancelled" },
    { ...live, title: "B scheduled", tutorId: tutorB.user.id, status: "scheduled" },
  ]);
  await t.db.insert(students).values([
    { userId: family.user.id, grade: "Year 7", tutorId: tutorA.user.id },
    { userId: family.user.id, grade: "Year 9", tutorId: tutorB.user.id },
    { userId: family.user.id, grade: "Year 9", tutorId: tutorB.user.id },
    { userId: family.user.id, grade: "Year 5" },
  ]);
});

describe("GET /api/dashboard/summary", () => {
  it("counts a tutor's own recorded lessons, live sessions, students and resources", async () => {
    const response = await tutorA.inject({ method: "GET", url: "/api/dashboard/summary" });
    expect(response.statusCode).toBe(200);
    const summary = dashboardSummarySchema.parse(response.json());
    expect(summary.counts).toEqual({
      recordedLessons: 3,
      upcomingLiveSessions: 2,
      activeStudents: 1,
      resources: 0,
    });
  });

  it("lists the tutor's own 3 newest recordings, newest first", async () => {
    const response = await tutorA.inject({ method: "GET", url: "/api/dashboard/summary" });
    const summary = dashboardSummarySchema.parse(response.json());
    expect(summary.recentRecordings.map((lesson) => lesson.title)).toEqual([
      "Lesson 5",
      "Lesson 3",
      "Lesson 1",
    ]);
    expect(summary.recentRecordings[0]).toMatchObject({
      subject: "English",
      duration: 35,
      uploadedAt: "2026-01-05T10:00:00.000Z",
    });
    const other = dashboardSummarySchema.parse(
      (await tutorB.inject({ method: "GET", url: "/api/dashboard/summary" })).json(),
    );
    expect(other.recentRecordings.map((lesson) => lesson.title)).toEqual(["Lesson 4", "Lesson 2"]);
    expect(other.counts).toEqual({
      recordedLessons: 2,
      upcomingLiveSessions: 1,
      activeStudents: 2,
      resources: 2,
    });
  });

  it("lists everyone's 3 newest recordings for an admin", async () => {
    const response = await admin.inject({ method: "GET", url: "/api/dashboard/summary" });
    expect(
      dashboardSummarySchema.parse(response.json()).recentRecordings.map((lesson) => lesson.title),
    ).toEqual(["Lesson 5", "Lesson 4", "Lesson 3"]);
  });

  it("counts everyone's rows for an admin", async () => {
    const response = await admin.inject({ method: "GET", url: "/api/dashboard/summary" });
    expect(dashboardSummarySchema.parse(response.json()).counts).toEqual({
      recordedLessons: 5,
      upcomingLiveSessions: 3,
      activeStudents: 4,
      resources: 2,
    });
  });

  it("answers 403 to a family and 401 to an anonymous visitor", async () => {
    const family = await t.asRole("parent");
    expect((await family.inject({ method: "GET", url: "/api/dashboard/summary" })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/dashboard/summary" })).statusCode).toBe(401);
  });

  it("writes each recent recording as the recording reads alone, ordered to the microsecond", async () => {
    const { createTestApp } = await import("../../test/test-app.ts");
    const fresh = await createTestApp();
    try {
      const tutor = await fresh.asRole("tutor");
      const lesson = (title: string, uploadedAt: string, duration: number | null) => ({
        title,
        subject: "Physics",
        tutorId: tutor.user.id,
        duration,
        uploadedAt: sql`${uploadedAt}::timestamptz`,
      });
      // In one millisecond: the later one by its microseconds comes first, though its id is lower.
      const inserted = await fresh.db
        .insert(recordedLessons)
        .values([
          lesson("Later in the millisecond", "2026-02-01 10:00:00.123900+00", 45),
          lesson("Earlier in the millisecond", "2026-02-01 10:00:00.123100+00", null),
          lesson("The day before", "2026-01-31 10:00:00+00", 30),
          lesson("Too old", "2026-01-01 10:00:00+00", 30),
        ])
        .returning({ id: recordedLessons.id });
      const summary = dashboardSummarySchema.parse(
        (await tutor.inject({ method: "GET", url: "/api/dashboard/summary" })).json(),
      );
      expect(summary.recentRecordings.map((recording) => recording.id)).toEqual(
        inserted.slice(0, 3).map(({ id }) => id),
      );
      for (const recording of summary.recentRecordings) {
        const alone = (
          await tutor.inject({ method: "GET", url: `/api/recorded-lessons/${recording.id}` })
        ).json();
        const { id, title, subject, duration, uploadedAt } = alone;
        expect(recording).toEqual({ id, title, subject, duration, uploadedAt });
      }
      expect(summary.recentRecordings[0]?.uploadedAt).toBe("2026-02-01T10:00:00.123Z");
      expect(summary.recentRecordings[1]?.duration).toBeNull();
      expect(summary.counts).toEqual({
        recordedLessons: 4,
        upcomingLiveSessions: 0,
        activeStudents: 0,
        resources: 0,
      });
    } finally {
      await fresh.close();
    }
  });

  it("answers zeros and no recordings on an empty install", async () => {
    const { createTestApp } = await import("../../test/test-app.ts");
    const empty = await createTestApp();
    try {
      const tutor = await empty.asRole("tutor");
      const response = await tutor.inject({ method: "GET", url: "/api/dashboard/summary" });
      expect(response.json()).toEqual({
        counts: { recordedLessons: 0, upcomingLiveSessions: 0, activeStudents: 0, resources: 0 },
        recentRecordings: [],
      });
    } finally {
      await empty.close();
    }
  });
});
