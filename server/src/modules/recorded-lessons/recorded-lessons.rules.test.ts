import { asc, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isoTimestamp } from "../../db/json-rows.ts";
import { setupTestApp } from "../../test/test-app.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import { recordingPromiseOf } from "./recorded-lessons.rules.ts";
import { recordedLessons, recordingPromiseSql } from "./recorded-lessons.table.ts";

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
