/**
 * The chosen child narrows the family's recorded lessons (decision 049): `GET /api/student/recorded-lessons
 * ?studentId=` answers the lessons of the child's academic year and those of no year; a child the account
 * may not name answers 404. A lesson's year is the session's when it names one, else the form's.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "#shared/schemas/common.ts";
import { LIBRARY_PAGE_MESSAGES } from "#shared/schemas/library-page.ts";
import {
  RECORDED_LESSON_MESSAGES,
  recordedLessonSchema,
  sessionToRecordSchema,
} from "#shared/schemas/recorded-lessons.ts";
import { z } from "#shared/zod.ts";
import { recordedLessons, scheduledSessions, students } from "../../db/schema.ts";
import { readAllPages } from "../../test/read-all-pages.ts";
import { type SignedInUser, setupPortalUsers, setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();
const { admin, tutor, otherTutor, family } = setupPortalUsers(t);
let otherFamily: SignedInUser;
let noah: number;
let olivia: number;
let layla: number;

const VIDEO = "https://www.youtube.com/watch?v=abcdefghijk";

beforeAll(async () => {
  otherFamily = await t.asRole("parent");
  const children = await t.db
    .insert(students)
    .values([
      { userId: family.user.id, firstName: "Noah", grade: "Year 6", tutorId: tutor.user.id },
      { userId: family.user.id, firstName: "Olivia", grade: "Year 10" },
      { userId: otherFamily.user.id, firstName: "Layla", grade: "Year 11 (GCSE)" },
    ])
    .returning({ id: students.id });
  [noah, olivia, layla] = children.map((child) => child.id) as [number, number, number];
  const lesson = (title: string, academicYear: string | null, day: number) => ({
    title,
    subject: title.includes("Chemistry") ? "Chemistry" : "Mathematics",
    tutorId: tutor.user.id,
    videoUrl: VIDEO,
    academicYear,
    uploadedAt: new Date(Date.UTC(2026, 0, day)),
  });
  await t.db
    .insert(recordedLessons)
    .values([
      lesson("GCSE Chemistry: Bonding", "Year 11 (GCSE)", 9),
      lesson("Year 6 Fractions", "Year 6", 8),
      lesson("Year 10 Algebra for Everyone", "Year 10", 7),
      lesson("Year 8 Chemistry Basics", "Year 8", 2),
      lesson("Study Skills for Everyone", null, 6),
      lesson("Year 6 Place Value", "Year 6", 5),
      lesson("Year 5 Times Tables", "Year 5", 4),
      lesson("Revision Mathematics for Everyone", null, 3),
    ]);
});

const titlesFor = async (as: SignedInUser, query: string) => {
  const response = await as.inject({ method: "GET", url: `/api/student/recorded-lessons?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return z
    .array(recordedLessonSchema)
    .parse(response.json())
    .map((lesson) => lesson.title);
};

describe("GET /api/student/recorded-lessons?studentId= (the chosen child)", () => {
  it("keeps the lessons of a Year 6 child's year and those of no year, newest first: no GCSE recording", async () => {
    expect(await titlesFor(family, `studentId=${noah}`)).toEqual([
      "Year 6 Fractions",
      "Study Skills for Everyone",
      "Year 6 Place Value",
      "Revision Mathematics for Everyone",
    ]);
  });

  it("keeps another child's year for that child, and every lesson without the parameter", async () => {
    expect(await titlesFor(family, `studentId=${olivia}`)).toEqual([
      "Year 10 Algebra for Everyone",
      "Study Skills for Everyone",
      "Revision Mathematics for Everyone",
    ]);
    expect(await titlesFor(family, "")).toHaveLength(8);
    expect(await titlesFor(family, "studentId=")).toHaveLength(8);
  });

  it("narrows with the search and the subject filter too", async () => {
    expect(await titlesFor(family, `studentId=${noah}&search=everyone`)).toEqual([
      "Study Skills for Everyone",
      "Revision Mathematics for Everyone",
    ]);
    expect(await titlesFor(otherFamily, `studentId=${layla}&subject=Chemistry`)).toEqual([
      "GCSE Chemistry: Bonding",
    ]);
  });

  it("pages the child's lessons to exactly the child's whole list", async () => {
    const whole = await titlesFor(family, `studentId=${noah}`);
    expect(whole).toHaveLength(4);
    const { items } = await readAllPages(family, `/api/student/recorded-lessons?studentId=${noah}`, 1);
    expect(items.map((lesson) => lesson.title)).toEqual(whole);
  });

  it("answers 404 for another family's child and for a missing one, never their year's lessons", async () => {
    for (const id of [layla, 2_000_000_000]) {
      const response = await family.inject({
        method: "GET",
        url: `/api/student/recorded-lessons?studentId=${id}`,
      });
      expect(response.statusCode, String(id)).toBe(404);
      expect(apiErrorSchema.parse(response.json()).message).toBe("Student not found");
    }
  });

  it("lets a tutor name its own students and an admin any child; another tutor's student is 404", async () => {
    expect(await titlesFor(tutor, `studentId=${noah}`)).toHaveLength(4);
    expect(await titlesFor(admin, `studentId=${layla}`)).toEqual([
      "GCSE Chemistry: Bonding",
      "Study Skills for Everyone",
      "Revision Mathematics for Everyone",
    ]);
    const response = await otherTutor.inject({
      method: "GET",
      url: `/api/student/recorded-lessons?studentId=${noah}`,
    });
    expect(response.statusCode).toBe(404);
  });

  it("refuses an id that is not a whole number with 400", async () => {
    for (const id of ["abc", "0", "-3", "1.5", "99999999999"]) {
      const response = await family.inject({
        method: "GET",
        url: `/api/student/recorded-lessons?studentId=${id}`,
      });
      expect(response.statusCode, id).toBe(400);
      expect(apiErrorSchema.parse(response.json()).message).toBe(LIBRARY_PAGE_MESSAGES.studentId);
    }
  });
});

describe("a recorded lesson's academic year", () => {
  let groupSession: number;
  let oneToOne: number;
  let everyYear: number;

  beforeAll(async () => {
    const ended = {
      description: "An ended session to record.",
      subject: "Mathematics",
      tutorId: tutor.user.id,
      duration: 60,
      scheduledFor: new Date(Date.now() - 3 * 86_400_000),
      status: "completed" as const,
    };
    const rows = await t.db
      .insert(scheduledSessions)
      .values([
        { ...ended, title: "Year 8 Group", academicYear: "Year 8" },
        { ...ended, title: "Noah one-to-one", academicYear: null, studentId: noah },
        { ...ended, title: "Open to all", academicYear: null },
      ])
      .returning({ id: scheduledSessions.id });
    [groupSession, oneToOne, everyYear] = rows.map((row) => row.id) as [number, number, number];
  });

  const create = (as: SignedInUser, body: Record<string, unknown>) =>
    as.inject({
      method: "POST",
      url: "/api/recorded-lessons",
      payload: { title: "A recording", subject: "Mathematics", videoUrl: VIDEO, ...body },
    });

  it("is the form's when the lesson names no session, and 'Every year' (empty) is null", async () => {
    const chosen = await create(tutor, { academicYear: "Year 9" });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(recordedLessonSchema.parse(chosen.json()).academicYear).toBe("Year 9");
    const every = await create(tutor, { academicYear: "" });
    expect(recordedLessonSchema.parse(every.json()).academicYear).toBeNull();
    const omitted = await create(tutor, {});
    expect(recordedLessonSchema.parse(omitted.json()).academicYear).toBeNull();
  });

  it("refuses a year that is not one of the academic years with 400", async () => {
    const response = await create(tutor, { academicYear: "Year 12" });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).message).toBe(RECORDED_LESSON_MESSAGES.academicYear);
  });

  it("offers each session to record with the year its recording will be for", async () => {
    const response = await tutor.inject({ method: "GET", url: "/api/recorded-lessons/sessions-to-record" });
    expect(response.statusCode).toBe(200);
    const years = Object.fromEntries(
      z
        .array(sessionToRecordSchema)
        .parse(response.json())
        .map((session) => [session.id, session.academicYear]),
    );
    expect(years).toMatchObject({ [groupSession]: "Year 8", [oneToOne]: "Year 6", [everyYear]: null });
  });

  it("is the session's when the lesson names one (a one-to-one's: its child's), whatever the form chose", async () => {
    const group = await create(tutor, { sessionId: groupSession, academicYear: "Year 5" });
    expect(group.statusCode, group.body).toBe(201);
    expect(recordedLessonSchema.parse(group.json()).academicYear).toBe("Year 8");
    const single = await create(tutor, { sessionId: oneToOne, academicYear: "Year 10" });
    const singleLesson = recordedLessonSchema.parse(single.json());
    expect(singleLesson.academicYear).toBe("Year 6");
    const all = await create(tutor, { sessionId: everyYear, academicYear: "Year 10" });
    const allLesson = recordedLessonSchema.parse(all.json());
    expect(allLesson.academicYear).toBeNull();

    // An edit that keeps the session keeps its year; unlinking it takes the form's.
    const kept = await tutor.inject({
      method: "PUT",
      url: `/api/recorded-lessons/${singleLesson.id}`,
      payload: {
        title: "Renamed",
        subject: "Mathematics",
        videoUrl: VIDEO,
        sessionId: oneToOne,
        academicYear: "",
      },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(recordedLessonSchema.parse(kept.json()).academicYear).toBe("Year 6");
    const unlinked = await tutor.inject({
      method: "PUT",
      url: `/api/recorded-lessons/${allLesson.id}`,
      payload: {
        title: "Unlinked",
        subject: "Mathematics",
        videoUrl: VIDEO,
        sessionId: null,
        academicYear: "Year 7",
      },
    });
    expect(recordedLessonSchema.parse(unlinked.json()).academicYear).toBe("Year 7");
    const stored = await t.db
      .select({ academicYear: recordedLessons.academicYear })
      .from(recordedLessons)
      .where(eq(recordedLessons.id, singleLesson.id));
    expect(stored[0]?.academicYear).toBe("Year 6");
  });

  it("is the session's on the admin's form too", async () => {
    const admins = await admin.inject({ method: "GET", url: "/api/admin/recorded-lessons" });
    expect(admins.statusCode).toBe(200);
    const response = await admin.inject({
      method: "PUT",
      url: `/api/admin/recorded-lessons/${
        z
          .array(recordedLessonSchema)
          .parse(admins.json())
          .find((lesson) => lesson.sessionId === groupSession)!.id
      }`,
      payload: {
        title: "Year 8 Group (recording)",
        subject: "Mathematics",
        tutorId: tutor.user.id,
        videoUrl: VIDEO,
        sessionId: groupSession,
        academicYear: "Year 11 (GCSE)",
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(recordedLessonSchema.parse(response.json()).academicYear).toBe("Year 8");
  });
});
