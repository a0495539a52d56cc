import { asc, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isoTimestamp } from "../../db/json-rows.ts";
import { setupTestApp } from "../../test/test-app.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import { students } from "../students/students.table.ts";
import { type RecordingViewer, recordingHiddenFrom, recordingPromiseOf } from "./recorded-lessons.rules.ts";
import { recordedLessons, recordingPromiseSql, recordingVisibleToSql } from "./recorded-lessons.table.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The moment the rule is read at: milliseconds only, as both sides keep them. */
const now = new Date("2026-06-15T12:00:00.000Z");

/**
 * The sessions the recording promise is tried on, by their start (before `now`), length, status and
 * whether a recording names them: before, at and after its end and its deadline, cancelled, recorded.
 */
const cases: Array<{
  startsBefore: number;
  duration: number;
  status: "scheduled" | "cancelled";
  recorded: boolean;
}> = [
  { startsBefore: -2 * HOUR, duration: 60, status: "scheduled", recorded: false },
  { startsBefore: 30 * MINUTE, duration: 60, status: "scheduled", recorded: false },
  { startsBefore: 60 * MINUTE, duration: 60, status: "scheduled", recorded: false },
  { startsBefore: 60 * MINUTE + 1, duration: 60, status: "scheduled", recorded: false },
  { startsBefore: 2 * HOUR, duration: 60, status: "scheduled", recorded: false },
  { startsBefore: 2 * HOUR, duration: 60, status: "cancelled", recorded: false },
  { startsBefore: 2 * HOUR, duration: 60, status: "scheduled", recorded: true },
  { startsBefore: 25 * HOUR, duration: 60, status: "scheduled", recorded: false },
  { startsBefore: 25 * HOUR, duration: 60, status: "scheduled", recorded: true },
  { startsBefore: 25 * HOUR, duration: 60, status: "cancelled", recorded: false },
  { startsBefore: 26 * HOUR + 1, duration: 120, status: "scheduled", recorded: false },
  { startsBefore: 26 * HOUR, duration: 120, status: "scheduled", recorded: false },
  { startsBefore: 40 * HOUR, duration: 1, status: "scheduled", recorded: false },
  { startsBefore: 40 * HOUR, duration: 1000, status: "scheduled", recorded: false },
  { startsBefore: 400 * HOUR, duration: 45, status: "scheduled", recorded: false },
];

describe("the recording promise", () => {
  const t = setupTestApp();

  it("answers the same in SQL as in TypeScript: end, deadline, recordable, due by and overdue", async () => {
    const { user: tutor } = await t.createUser("tutor");
    const sessions = await t.db
      .insert(scheduledSessions)
      .values(
        cases.map((entry, index) => ({
          title: `Case ${index}`,
          subject: "Maths",
          tutorId: tutor.id,
          scheduledFor: new Date(now.getTime() - entry.startsBefore),
          duration: entry.duration,
          status: entry.status,
        })),
      )
      .returning();
    const recordedIds = sessions.filter((_session, index) => cases[index]!.recorded).map((s) => s.id);
    await t.db.insert(recordedLessons).values(
      recordedIds.map((sessionId) => ({
        title: "Recording",
        subject: "Maths",
        tutorId: tutor.id,
        sessionId,
      })),
    );

    const promise = recordingPromiseSql(sql`${now.toISOString()}::timestamptz`);
    const rows = await t.db
      .select({
        session: scheduledSessions,
        recordingId: recordedLessons.id,
        end: isoTimestamp(promise.end).mapWith(String),
        deadline: isoTimestamp(promise.deadline).mapWith(String),
        recordable: sql<boolean>`${promise.recordable}`,
        dueBy: isoTimestamp(promise.dueBy).mapWith((value) => (value === null ? null : String(value))),
        overdue: sql<boolean>`${promise.overdue}`,
      })
      .from(scheduledSessions)
      .leftJoin(recordedLessons, eq(recordedLessons.sessionId, scheduledSessions.id))
      .where(
        inArray(
          scheduledSessions.id,
          sessions.map((session) => session.id),
        ),
      )
      .orderBy(asc(scheduledSessions.id));

    expect(rows).toHaveLength(cases.length);
    for (const row of rows) {
      const inTypeScript = recordingPromiseOf(row.session, row.recordingId !== null, now);
      expect({
        end: row.end,
        deadline: row.deadline,
        recordable: row.recordable,
        dueBy: row.dueBy,
        overdue: row.overdue,
      }).toEqual({
        end: inTypeScript.end.toISOString(),
        deadline: inTypeScript.deadline.toISOString(),
        recordable: inTypeScript.recordable,
        dueBy: inTypeScript.dueBy?.toISOString() ?? null,
        overdue: inTypeScript.overdue,
      });
    }
    // The table reaches every answer of each part of the rule.
    const answers = rows.map((row) => recordingPromiseOf(row.session, row.recordingId !== null, now));
    for (const part of ["recordable", "overdue"] as const) {
      expect(new Set(answers.map((answer) => answer[part]))).toEqual(new Set([true, false]));
    }
    expect(answers.some((answer) => answer.dueBy === null)).toBe(true);
    expect(answers.some((answer) => answer.dueBy !== null)).toBe(true);
  });
});

describe("who reads a recording", () => {
  const t = setupTestApp();

  it("answers the same in SQL as in TypeScript for every viewer and every kind of recording", async () => {
    const admin = (await t.createUser("admin")).user;
    const teacher = (await t.createUser("tutor")).user;
    const owner = (await t.createUser("tutor")).user;
    const stranger = (await t.createUser("tutor")).user;
    const family = (await t.createUser("parent")).user;
    const otherFamily = (await t.createUser("parent")).user;
    const hr = (await t.createUser("hr")).user;
    const [child] = await t.db.insert(students).values({ userId: family.id, grade: "Year 5" }).returning();
    await t.db.insert(students).values({ userId: otherFamily.id, grade: "Year 5" });
    const session = async (studentId: number | null) =>
      (
        await t.db
          .insert(scheduledSessions)
          .values({
            title: "Session",
            subject: "Maths",
            tutorId: teacher.id,
            scheduledFor: new Date("2026-01-01T10:00:00Z"),
            studentId,
          })
          .returning()
      )[0]!;
    const oneToOne = await session(child!.id);
    const otherOneToOne = await session(child!.id);
    const group = await session(null);
    const lessons = await t.db
      .insert(recordedLessons)
      .values([
        { title: "No session", subject: "Maths", tutorId: owner.id },
        { title: "Group", subject: "Maths", tutorId: owner.id, sessionId: group.id },
        { title: "One-to-one", subject: "Maths", tutorId: teacher.id, sessionId: oneToOne.id },
        { title: "Another's one-to-one", subject: "Maths", tutorId: owner.id, sessionId: otherOneToOne.id },
      ])
      .returning();
    const sessions = new Map(
      [oneToOne, otherOneToOne, group].map((row) => [
        row.id,
        { ...row, childFamilyId: row.studentId === null ? null : family.id },
      ]),
    );
    const viewers: RecordingViewer[] = [admin, teacher, owner, stranger, family, otherFamily, hr].map(
      (user) => ({ role: user.role, id: user.id }),
    );
    const answers: boolean[] = [];
    for (const viewer of viewers) {
      const visibleRows = await t.db
        .select({ id: recordedLessons.id })
        .from(recordedLessons)
        .where(recordingVisibleToSql(viewer));
      const visibleInSql = new Set(visibleRows.map((row) => row.id));
      for (const lesson of lessons) {
        const session = lesson.sessionId === null ? null : sessions.get(lesson.sessionId)!;
        const hidden = recordingHiddenFrom(viewer, lesson, session);
        answers.push(hidden);
        expect({ viewer: viewer.role, lesson: lesson.title, visible: visibleInSql.has(lesson.id) }).toEqual({
          viewer: viewer.role,
          lesson: lesson.title,
          visible: !hidden,
        });
      }
    }
    // The table reaches both answers.
    expect(new Set(answers)).toEqual(new Set([true, false]));
  });
});
