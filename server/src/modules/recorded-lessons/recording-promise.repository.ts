/**
 * The recording promise's reads (decision 027): the sessions a recording may name, those whose recording is
 * overdue, and the families a published recording's catch-up e-mail goes to. The rule itself is
 * `recorded-lessons.rules.ts`; its SQL form is read here.
 */
import { and, asc, desc, eq, inArray, isNull, or, type SQLWrapper, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { SESSIONS_TO_RECORD_MAX } from "#shared/schemas/recorded-lessons.ts";
import type { Database } from "../../db/client.ts";
import { isoTimestamp } from "../../db/json-rows.ts";
import { attendance, bookings } from "../bookings/bookings.table.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import { familyWithChildColumns, groupFamiliesWithChildren } from "../students/students.rules.ts";
import { students } from "../students/students.table.ts";
import { users } from "../users/users.table.ts";
import { recordedLessons, recordingPromiseSql } from "./recorded-lessons.table.ts";

/** The recording promise at `now` (decision 027), over a session row and the recording naming it. */
const promiseAt = (now: Date) => recordingPromiseSql(sql`${now.toISOString()}::timestamptz`);
/** A session's title, subject and teacher: what a recording's form and the admin's lists name it by. */
const sessionNaming = {
  title: scheduledSessions.title,
  subject: scheduledSessions.subject,
  tutorId: scheduledSessions.tutorId,
};
/**
 * The academic year a session's recording is for (decision 049): the session's, else its one-to-one child's
 * grade; null (every year) for a group session of no year.
 */
const sessionYearSql = sql<
  string | null
>`coalesce(${scheduledSessions.academicYear}, (select ${students.grade} from ${students} where ${students.id} = ${scheduledSessions.studentId}))`;

/** A child marked absent from the session (`attendance.present = false`) who was booked into it or is its own student. */
const absentFromSession = (sessionId: SQLWrapper | number) =>
  and(
    eq(attendance.sessionId, sessionId),
    eq(attendance.present, false),
    or(
      sql`exists (select 1 from ${bookings} where ${bookings.sessionId} = ${attendance.sessionId} and ${bookings.studentId} = ${attendance.studentId})`,
      sql`exists (select 1 from ${scheduledSessions} where ${scheduledSessions.id} = ${attendance.sessionId} and ${scheduledSessions.studentId} = ${attendance.studentId})`,
    ),
  );

export function createRecordingPromiseRepository(db: Database) {
  /** Sessions with the recording that names them (if any), selecting `fields`. */
  const sessionsWithRecording = <Fields extends SelectedFields>(fields: Fields) =>
    db
      .select(fields)
      .from(scheduledSessions)
      .leftJoin(recordedLessons, eq(recordedLessons.sessionId, scheduledSessions.id));

  return {
    /**
     * A session a recording may name, with its owner, end, the year its recording is for and the recording
     * that already names it; null when missing.
     */
    async findSessionToRecord(sessionId: number) {
      const rows = await sessionsWithRecording({
        ...sessionNaming,
        status: scheduledSessions.status,
        scheduledFor: scheduledSessions.scheduledFor,
        duration: scheduledSessions.duration,
        academicYear: sessionYearSql,
        recordingId: recordedLessons.id,
      })
        .where(eq(scheduledSessions.id, sessionId))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * The Session select's options: ended, not cancelled sessions without a recording, of one tutor
     * (`tutorId`) or everyone's (null, an admin), newest first; `lessonId` adds the session that lesson names.
     */
    async listSessionsToRecord(tutorId: number | null, { now, lessonId }: { now: Date; lessonId?: number }) {
      const rows = await sessionsWithRecording({
        id: scheduledSessions.id,
        ...sessionNaming,
        scheduledFor: scheduledSessions.scheduledFor,
        tutorName: users.fullName,
        academicYear: sessionYearSql,
      })
        .leftJoin(users, eq(users.id, scheduledSessions.tutorId))
        .where(
          and(
            tutorId === null ? undefined : eq(scheduledSessions.tutorId, tutorId),
            promiseAt(now).recordable,
            or(
              isNull(recordedLessons.id),
              lessonId === undefined ? undefined : eq(recordedLessons.id, lessonId),
            ),
          ),
        )
        .orderBy(desc(scheduledSessions.scheduledFor), desc(scheduledSessions.id))
        .limit(SESSIONS_TO_RECORD_MAX);
      return rows.map((row) => ({ ...row, scheduledFor: row.scheduledFor.toISOString() }));
    },

    /**
     * Sessions whose recording is overdue: ended more than 24 hours before `now`, not cancelled, without a
     * recording; the longest overdue first. `alsoSessionIds` (the lesson room's failed conversions) are
     * listed while they have no recording, whatever their due time.
     */
    async listOverdue(now: Date, alsoSessionIds: number[] = []) {
      const promise = promiseAt(now);
      return sessionsWithRecording({
        sessionId: scheduledSessions.id,
        ...sessionNaming,
        tutorName: users.fullName,
        endedAt: isoTimestamp(promise.end).mapWith(String),
        dueBy: isoTimestamp(promise.deadline).mapWith(String),
      })
        .leftJoin(users, eq(users.id, scheduledSessions.tutorId))
        .where(
          alsoSessionIds.length === 0
            ? promise.overdue
            : or(
                promise.overdue,
                and(inArray(scheduledSessions.id, alsoSessionIds), isNull(recordedLessons.id)),
              ),
        )
        .orderBy(asc(promise.end), asc(scheduledSessions.id));
    },

    /**
     * Takes the lesson's one "catch up" e-mail round, atomically (one conditional UPDATE): only when it names a
     * session, has its video and a booked child was marked absent, and only the first time. The session's
     * id, or null when there is nothing (more) to send.
     */
    async claimCatchUp(id: number) {
      const rows = await db
        .update(recordedLessons)
        .set({ catchUpSentAt: sql`now()` })
        .where(
          and(
            eq(recordedLessons.id, id),
            isNull(recordedLessons.catchUpSentAt),
            sql`${recordedLessons.sessionId} is not null`,
            sql`${recordedLessons.videoUrl} is not null`,
            sql`exists (select 1 from ${attendance} where ${absentFromSession(recordedLessons.sessionId)})`,
          ),
        )
        .returning({ sessionId: recordedLessons.sessionId });
      return rows[0]?.sessionId ?? null;
    },

    /**
     * The families of the children marked absent from a session they were booked into, each with those
     * children's labels as families see them (the catch-up e-mail names them).
     */
    async listAbsentFamilies(sessionId: number) {
      const rows = await db
        .select(familyWithChildColumns)
        .from(attendance)
        .innerJoin(students, eq(students.id, attendance.studentId))
        .innerJoin(users, eq(users.id, students.userId))
        .where(absentFromSession(sessionId))
        .orderBy(asc(users.id), asc(students.id));
      return groupFamiliesWithChildren(rows);
    },
  };
}
export type RecordingPromiseRepository = ReturnType<typeof createRecordingPromiseRepository>;
