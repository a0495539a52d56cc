/**
 * The session lists PostgreSQL writes as JSON (decision 038) answer, for every session, exactly what
 * GET /api/scheduled-sessions/{id} answers through the response schema's serializer: the student's label,
 * seats taken, the recording and when it is due, and a family's booked children and marks.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { portalSessionSchema } from "#shared/schemas/scheduled-sessions.ts";
import { z } from "#shared/zod.ts";
import { attendance, bookings, recordedLessons, scheduledSessions, students } from "../../db/schema.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

let tutor: SignedInUser;
let admin: SignedInUser;
let family: SignedInUser;
let otherFamily: SignedInUser;
let childIds: number[] = [];

beforeAll(async () => {
  tutor = await t.asRole("tutor", { fullName: 'Ünïcode "Tutor" \\ ✓' });
  admin = await t.asRole("admin");
  family = await t.asRole("parent");
  otherFamily = await t.asRole("parent");
  const children = await t.db
    .insert(students)
    .values([
      { userId: family.user.id, grade: "Year 7", firstName: "  Amy \t", tutorId: tutor.user.id },
      {
        userId: family.user.id,
        grade: "Year 9",
        firstName: " ",
        notes: "\n Ben's notes ",
        tutorId: tutor.user.id,
      },
      { userId: otherFamily.user.id, grade: "Year 7", firstName: null, notes: null, tutorId: tutor.user.id },
    ])
    .returning({ id: students.id });
  childIds = children.map((child) => child.id);
  const session = (title: string, hours: number, extra: Partial<typeof scheduledSessions.$inferInsert>) => ({
    title,
    subject: "Mathematics",
    tutorId: tutor.user.id,
    scheduledFor: inHours(hours),
    duration: 45,
    ...extra,
  });
  const sessions = await t.db
    .insert(scheduledSessions)
    .values([
      session("Amy's ended lesson", -5, { studentId: childIds[0]!, notes: "Bring a calculator" }),
      session("Year 7 group, ended, recorded", -30, { academicYear: "Year 7", capacity: 10 }),
      session("Year 9 group, upcoming", 30, {
        academicYear: "Year 9",
        description: "Line\nbreak",
        youtubeUrl: "https://www.youtube.com/watch?v=year9",
      }),
      session("Every year, cancelled", -50, { status: "cancelled" }),
      session("Nameless child's lesson", -70, { studentId: childIds[2]! }),
      session("Every year, upcoming", 60, { youtubeUrl: "https://www.youtube.com/watch?v=x&t=1" }),
      session("Ben's lesson", 10, { studentId: childIds[1]! }),
    ])
    .returning({ id: scheduledSessions.id });
  const [, recordedGroup, upcomingGroup] = sessions.map((row) => row.id);
  await t.db.insert(bookings).values([
    { sessionId: recordedGroup!, studentId: childIds[0]!, userId: family.user.id },
    { sessionId: recordedGroup!, studentId: childIds[2]!, userId: otherFamily.user.id },
    { sessionId: upcomingGroup!, studentId: childIds[1]!, userId: family.user.id },
  ]);
  await t.db.insert(attendance).values([
    { sessionId: recordedGroup!, studentId: childIds[0]!, present: false },
    { sessionId: recordedGroup!, studentId: childIds[2]!, present: true },
  ]);
  await t.db.insert(recordedLessons).values({
    title: "Recording of the Year 7 group",
    subject: "Mathematics",
    tutorId: tutor.user.id,
    sessionId: recordedGroup!,
  });
});

/** Reads `url` as `as`, checks it is compact JSON of portal sessions, and compares each with its own read. */
async function expectSameAsOneByOne(as: SignedInUser, url: string) {
  const listed = await as.inject({ method: "GET", url });
  expect(listed.statusCode, listed.body).toBe(200);
  expect(listed.body).toBe(JSON.stringify(listed.json()));
  const list = z.array(portalSessionSchema).parse(listed.json());
  expect(list.length).toBeGreaterThan(0);
  for (const item of listed.json() as Array<{ id: number }>) {
    const one = await as.inject({ method: "GET", url: `/api/scheduled-sessions/${item.id}` });
    expect(one.statusCode).toBe(200);
    expect(item).toEqual(one.json());
  }
  return list;
}

describe("session lists written as JSON by PostgreSQL", () => {
  it("answer a family exactly what each session's own read answers, with its children's bookings and marks", async () => {
    const whole = await expectSameAsOneByOne(family, "/api/student/scheduled-sessions");
    // A child without a first name is its number to its family: the tutor's notes stay with the tutor.
    expect(whole.map((session) => session.studentLabel).filter(Boolean)).toEqual([
      "Amy",
      `Student #${childIds[1]}`,
    ]);
    // A group session's streaming link reaches the family only once one of its children is booked.
    const byTitle = new Map(whole.map((session) => [session.title, session]));
    expect(byTitle.get("Year 9 group, upcoming")?.youtubeUrl).toBe("https://www.youtube.com/watch?v=year9");
    expect(byTitle.get("Every year, upcoming")?.youtubeUrl).toBeNull();
    const recorded = whole.find((session) => session.recording !== null);
    expect(recorded).toMatchObject({
      bookedStudentIds: [childIds[0]],
      attendance: [{ studentId: childIds[0], present: false }],
      bookedCount: 2,
      recordingDueBy: null,
    });
    expect(whole.find((session) => session.studentId === childIds[0])?.recordingDueBy).not.toBeNull();
    await expectSameAsOneByOne(family, "/api/scheduled-sessions/upcoming");
    await expectSameAsOneByOne(family, `/api/scheduled-sessions/student/${childIds[1]}`);
    await expectSameAsOneByOne(family, `/api/scheduled-sessions/student/${family.user.id}`);
  });

  it("never carries another family's bookings or marks, nor its child's one-to-one sessions", async () => {
    const list = await expectSameAsOneByOne(otherFamily, "/api/student/scheduled-sessions");
    expect(list.flatMap((session) => session.bookedStudentIds ?? [])).toEqual([childIds[2]]);
    expect(list.flatMap((session) => session.attendance ?? [])).toEqual([
      { studentId: childIds[2], present: true },
    ]);
    expect(list.some((session) => session.studentId === childIds[0])).toBe(false);
    expect(list.find((session) => session.title === "Every year, upcoming")?.youtubeUrl).toBeNull();
  });

  it("answer a tutor and an admin the same as one by one, labels from notes or the student's number", async () => {
    const tutors = await expectSameAsOneByOne(tutor, "/api/student/scheduled-sessions");
    expect(tutors.map((session) => session.studentLabel).filter(Boolean)).toEqual([
      `Student #${childIds[2]}`,
      "Amy",
      "Ben's notes",
    ]);
    expect(tutors[0]).not.toHaveProperty("bookedStudentIds");
    expect(tutors.find((session) => session.title === "Every year, upcoming")?.youtubeUrl).toBe(
      "https://www.youtube.com/watch?v=x&t=1",
    );
    await expectSameAsOneByOne(tutor, "/api/scheduled-sessions/upcoming?limit=1");
    await expectSameAsOneByOne(tutor, `/api/scheduled-sessions/student/${childIds[1]}`);
    await expectSameAsOneByOne(admin, "/api/student/scheduled-sessions");
  });

  it("answer the calendars' range read the same as one by one, for a family, a tutor and an admin", async () => {
    const range = `/api/scheduled-sessions?from=${encodeURIComponent(inHours(-72).toISOString())}&to=${encodeURIComponent(inHours(72).toISOString())}`;
    const families = await expectSameAsOneByOne(family, range);
    expect(families.find((session) => session.recording !== null)).toMatchObject({
      bookedStudentIds: [childIds[0]],
      attendance: [{ studentId: childIds[0], present: false }],
    });
    expect((await expectSameAsOneByOne(tutor, range)).length).toBe(7);
    expect((await expectSameAsOneByOne(admin, range)).length).toBe(7);
    expect((await expectSameAsOneByOne(otherFamily, range)).some((s) => s.studentId === childIds[0])).toBe(
      false,
    );
  });
});
