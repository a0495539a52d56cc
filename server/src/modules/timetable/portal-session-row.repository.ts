/**
 * A session as the portals answer it (`portalSessionSchema`), built once: its fields in SQL, the family's
 * extras, and the statement that lists such rows as one compact JSON array text PostgreSQL writes (decision
 * 038). The JSON lists send that text as it is; the reads that answer a row to JavaScript (one session, a
 * child's upcoming ones, a series' remaining ones) parse the same text, so both answer the same fields.
 */
import { asc, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isoTimestamp, jsonArraySql, jsonFields } from "../../db/json-rows.ts";
import type { Bound } from "../../db/statement-shapes.ts";
import { attendance, bookings } from "../bookings/bookings.table.ts";
import { recordedLessons, recordingPromiseSql } from "../recorded-lessons/recorded-lessons.table.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import { studentLabelSql } from "../students/students.rules.ts";
import { students } from "../students/students.table.ts";
import { users } from "../users/users.table.ts";

/**
 * Seats taken in a session, counted in the same statement on the bookings index (session, student) for
 * the listed rows only; a grouped count of every booking joined to the list grows with the whole table
 * (decision 038).
 */
export const bookedCount = sql<number>`(select count(*)::int from ${bookings} where ${bookings.sessionId} = ${scheduledSessions.id})`;

/** The recording promise as the portal reads it: at the statement's own time. */
const promise = recordingPromiseSql(sql`now()`);

/** The joined columns of `familyExtras` the family fields read. */
const familyBookedIds = sql.identifier("family_booked_ids");
const familyMarks = sql.identifier("family_marks_json");

/**
 * A session's fields, named as `portalSessionSchema` names them: the student's label, seats taken, the
 * recording and when it is due, and for a family (`familyId`) which of its children are booked and their
 * marks. A family reads its child's label without the tutor's notes, and a group session's streaming link
 * only when one of its children is booked (decision 044). `roomAvailable` says whether the product holds
 * the lesson room now (decision 053): the screens then lead Join and Start Lesson to the room, else to the
 * streaming link.
 */
function portalSessionFields(familyId: Bound<number> | undefined, roomAvailable: Bound<boolean>) {
  const fields: Record<string, SQLWrapper> = {
    id: scheduledSessions.id,
    title: scheduledSessions.title,
    description: scheduledSessions.description,
    subject: scheduledSessions.subject,
    tutorId: scheduledSessions.tutorId,
    tutorName: users.fullName,
    studentId: scheduledSessions.studentId,
    seriesId: scheduledSessions.seriesId,
    scheduledFor: isoTimestamp(scheduledSessions.scheduledFor),
    duration: scheduledSessions.duration,
    youtubeUrl: scheduledSessions.youtubeUrl,
    academicYear: scheduledSessions.academicYear,
    status: scheduledSessions.status,
    notes: scheduledSessions.notes,
    capacity: scheduledSessions.capacity,
    bookedCount: sql`case when ${scheduledSessions.studentId} is null then ${bookedCount} end`,
    createdAt: isoTimestamp(scheduledSessions.createdAt),
    studentLabel: studentLabelSql("staff", { leftJoined: true }),
    recording: sql`case when ${recordedLessons.id} is not null then (select row_to_json(recording) from (select ${recordedLessons.id} as "id", ${recordedLessons.title} as "title") as recording) end`,
    recordingDueBy: isoTimestamp(promise.dueBy),
    roomAvailable: sql`${roomAvailable}::boolean`,
  };
  if (familyId === undefined) return fields;
  return {
    ...fields,
    youtubeUrl: sql`case when ${scheduledSessions.studentId} is not null or ${familyBookedIds} is not null then ${scheduledSessions.youtubeUrl} end`,
    studentLabel: studentLabelSql("family", { leftJoined: true }),
    bookedStudentIds: sql`coalesce(${familyBookedIds}, '{}'::int[])`,
    attendance: sql`coalesce(${familyMarks}, '[]')::json`,
  };
}

/**
 * A family's own bookings and register marks grouped by session, each read once on its family index and
 * joined to the list (decision 040), instead of two correlated subqueries per listed row; the marks as the
 * compact JSON text `JSON.stringify` writes (`[{"studentId":1,"present":true}]`).
 */
function familyExtras(db: Database, familyId: Bound<number>) {
  const booked = db
    .select({
      sessionId: bookings.sessionId,
      ids: sql<number[]>`array_agg(${bookings.studentId} order by ${bookings.studentId})`.as(
        "family_booked_ids",
      ),
    })
    .from(bookings)
    .where(eq(bookings.userId, familyId))
    .groupBy(bookings.sessionId)
    .as("family_booked_json");
  const marks = db
    .select({
      sessionId: attendance.sessionId,
      marks:
        sql<string>`'[' || string_agg('{"studentId":' || ${attendance.studentId} || ',"present":' || ${attendance.present}::text || '}', ',' order by ${attendance.studentId}) || ']'`.as(
          "family_marks_json",
        ),
    })
    .from(attendance)
    .innerJoin(students, eq(students.id, attendance.studentId))
    .where(eq(students.userId, familyId))
    .groupBy(attendance.sessionId)
    .as("family_attendance_json");
  return { booked, marks };
}

/**
 * The statement listing the sessions `where` keeps, soonest first, as one compact JSON array text; the
 * first `limit` only when given; for a family (`familyId`) with its extras. `idsInOrder` selects a limited
 * list's ids itself (`soonestUpcomingIds`).
 */
export function portalSessionsSql(
  db: Database,
  where: SQL | undefined,
  roomAvailable: Bound<boolean>,
  limit?: Bound<number>,
  familyId?: Bound<number>,
  idsInOrder?: SQL,
) {
  const query = db
    .select(jsonFields(portalSessionFields(familyId, roomAvailable)))
    .from(scheduledSessions)
    .leftJoin(users, eq(users.id, scheduledSessions.tutorId))
    .leftJoin(students, eq(students.id, scheduledSessions.studentId))
    .leftJoin(recordedLessons, eq(recordedLessons.sessionId, scheduledSessions.id));
  const extras = familyId === undefined ? null : familyExtras(db, familyId);
  const joined = extras
    ? query
        .leftJoin(extras.booked, eq(extras.booked.sessionId, scheduledSessions.id))
        .leftJoin(extras.marks, eq(extras.marks.sessionId, scheduledSessions.id))
    : query;
  const order = [asc(scheduledSessions.scheduledFor), asc(scheduledSessions.id)] as const;
  // A limited list picks its sessions' ids first (`= any(array(…))` reads them before anything else, then
  // each session by its key), so the joins and fields are worked out for those alone: with statistics, the
  // generic plan had joined every matching session before keeping the first few.
  const kept =
    limit === undefined
      ? where
      : sql`${scheduledSessions.id} = any(array(${
          idsInOrder ??
          db
            .select({ id: scheduledSessions.id })
            .from(scheduledSessions)
            .where(where)
            .orderBy(...order)
            .limit(limit)
        }))`;
  return jsonArraySql(joined.where(kept).orderBy(...order), sql`"scheduledFor", "id"`);
}
