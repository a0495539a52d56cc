import {
  and,
  asc,
  desc,
  eq,
  exists,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  notExists,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { ChildAttendance } from "#shared/schemas/bookings.ts";
import { encodePageCursor } from "#shared/schemas/library-page.ts";
import { RECORDING_PROMISE_HOURS, recordingDueBy } from "#shared/schemas/recorded-lessons.ts";
import type { AdminSessionsFilter, SessionDay } from "#shared/schemas/scheduled-sessions.ts";
import { familyStudentLabel, studentLabel } from "#shared/schemas/students.ts";
import type { Database } from "../../db/client.ts";
import { isoTimestamp, jsonArrayOf, jsonArraySql, jsonFields } from "../../db/json-rows.ts";
import { containsPattern, microsecondText } from "../../db/library-page.ts";
import { type Bound, runShaped } from "../../db/statement-shapes.ts";
import { attendance, bookings } from "../bookings/bookings.table.ts";
import { recordedLessons } from "../recorded-lessons/recorded-lessons.table.ts";
import { students } from "../students/students.table.ts";
import { users } from "../users/users.table.ts";
import { scheduledSessions, sessionSeries } from "./scheduled-sessions.table.ts";

/** Whose sessions a portal call reads: an admin everyone's, a tutor their own, a family what is meant for it. */
export type SessionViewer = { role: "admin" | "tutor" | "parent"; id: number };

/** A viewer as a statement's text holds it: its id, or the placeholder for it (decision 042). */
type ViewerInSql = { role: SessionViewer["role"]; id: Bound<number> };

type ScheduledSessionRow = typeof scheduledSessions.$inferSelect;
type NewScheduledSession = Omit<typeof scheduledSessions.$inferInsert, "id" | "createdAt">;

function toScheduledSession(row: ScheduledSessionRow, tutorName: string | null, bookedCount = 0) {
  return {
    ...row,
    tutorName,
    /** Seats taken in a group session; a one-to-one session has none to take. */
    bookedCount: row.studentId === null ? bookedCount : null,
    scheduledFor: row.scheduledFor.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The sessions a viewer may see, as a condition inside the query (DECISIONS.md "Which sessions a family
 * sees"): a family's children's own sessions, plus group sessions of their years or of no year; a family
 * with no children sees every group session.
 */
function visibleTo(db: Database, viewer: ViewerInSql): SQL | undefined {
  if (viewer.role === "admin") return undefined;
  if (viewer.role === "tutor") return eq(scheduledSessions.tutorId, viewer.id);
  const children = db.select({ id: students.id }).from(students).where(eq(students.userId, viewer.id));
  const years = db.select({ grade: students.grade }).from(students).where(eq(students.userId, viewer.id));
  const anyChild = db.select({ id: students.id }).from(students).where(eq(students.userId, viewer.id));
  return or(
    inArray(scheduledSessions.studentId, children),
    and(
      isNull(scheduledSessions.studentId),
      or(
        isNull(scheduledSessions.academicYear),
        inArray(scheduledSessions.academicYear, years),
        notExists(anyChild),
      ),
    ),
  );
}

/**
 * The tutors of the sessions a viewer may see, as a subquery for another module's condition (the tutors a
 * family may write to, decision 028), so the visibility rule stays written once.
 */
export function tutorsOfSessionsVisibleTo(db: Database, viewer: SessionViewer) {
  return db
    .selectDistinct({ tutorId: scheduledSessions.tutorId })
    .from(scheduledSessions)
    .where(visibleTo(db, viewer));
}

/** A session's recording (decision 027) and, while it has none after its end, when it is due. */
function recordingPromise(session: ScheduledSessionRow, recording: { id: number; title: string } | null) {
  const dueBy = recordingDueBy(session, recording !== null);
  return { recording, recordingDueBy: dueBy ? dueBy.toISOString() : null };
}

/** The `students` rows a viewer may name: a family its own children, a tutor theirs, an admin every row. */
function childrenOf(viewer: ViewerInSql): SQL | undefined {
  if (viewer.role === "admin") return undefined;
  return viewer.role === "tutor" ? eq(students.tutorId, viewer.id) : eq(students.userId, viewer.id);
}

/**
 * What is meant for one child, as a condition inside the query: its own sessions, plus group sessions of its
 * year or of no year. The child is read through the viewer's scope, so another family's (or another
 * tutor's) child matches nothing; a tutor further sees only their own sessions.
 *
 * `inRange`: the query reads a range of start times. The child's id and year are then scalar subqueries
 * (one row at most, by primary key), which PostgreSQL reads once before the sessions, so it finds the range's
 * sessions on the `student_id` and `(academic_year, scheduled_for)` indexes; with `in (…)` it read every
 * session of the range and tested each (decision 042). Without a range (the soonest few upcoming sessions)
 * `in (…)` keeps the plan that walks the start times in order and stops at the limit.
 */
function meantForChild(
  db: Database,
  viewer: ViewerInSql,
  studentId: Bound<number>,
  inRange: boolean,
): SQL | undefined {
  const child = and(eq(students.id, studentId), childrenOf(viewer));
  const ids = db.select({ id: students.id }).from(students).where(child);
  const grade = db.select({ grade: students.grade }).from(students).where(child);
  return and(
    viewer.role === "tutor" ? eq(scheduledSessions.tutorId, viewer.id) : undefined,
    or(
      inRange ? eq(scheduledSessions.studentId, sql`(${ids})`) : inArray(scheduledSessions.studentId, ids),
      and(
        isNull(scheduledSessions.studentId),
        or(
          inRange
            ? eq(scheduledSessions.academicYear, sql`(${grade})`)
            : inArray(scheduledSessions.academicYear, grade),
          and(isNull(scheduledSessions.academicYear), exists(ids)),
        ),
      ),
    ),
  );
}

/**
 * Sessions one of `children` (a subquery of `students` ids) is on, as a condition: its one-to-ones, and the
 * group sessions it is booked into or marked in (the roster of decision 024, as a child's page lists it).
 * One `id = any(array(… union …))`, each part read on its own `student_id` index: the child's few session
 * ids are read first and the sessions fetched by id, rather than every visible session being read and
 * matched against them (which the generic plan of decision 041 chose for `id in (…)`).
 */
function onRosterOf(children: SQLWrapper): SQL {
  return sql`${scheduledSessions.id} = any(array(
    select ${scheduledSessions.id} from ${scheduledSessions} where ${scheduledSessions.studentId} in ${children}
    union select ${bookings.sessionId} from ${bookings} where ${bookings.studentId} in ${children}
    union select ${attendance.sessionId} from ${attendance} where ${attendance.studentId} in ${children}))`;
}

/**
 * What a session list reads (decision 040): for one child the viewer may name (`studentId`) or everything
 * the viewer may see; only sessions starting in [from, to) when `range` is given; only those a child is on
 * when `onRoster`. Every filter narrows the visibility rule inside the SQL, never widens it.
 */
export type SessionListFilter = {
  studentId?: number;
  range?: { from: Date; to: Date };
  onRoster?: boolean;
};

/** A `SessionListFilter` as a statement's text holds it: values, or the placeholders for them. */
type FilterInSql = {
  studentId?: Bound<number>;
  range?: { from: Bound<Date>; to: Bound<Date> };
  onRoster?: boolean;
};

function filteredFor(db: Database, viewer: ViewerInSql, filter: FilterInSql): SQL | undefined {
  const { studentId, range, onRoster } = filter;
  const scope =
    studentId === undefined
      ? visibleTo(db, viewer)
      : meantForChild(db, viewer, studentId, range !== undefined);
  const named = and(studentId === undefined ? undefined : eq(students.id, studentId), childrenOf(viewer));
  return and(
    scope,
    range ? gte(scheduledSessions.scheduledFor, range.from) : undefined,
    range ? lt(scheduledSessions.scheduledFor, range.to) : undefined,
    onRoster ? onRosterOf(db.select({ id: students.id }).from(students).where(named)) : undefined,
  );
}

/**
 * Seats taken in a session, counted in the same statement on the bookings index (session, student) for
 * the listed rows only; a grouped count of every booking joined to the list grows with the whole table
 * (decision 038).
 */
const bookedCount = sql<number>`(select count(*)::int from ${bookings} where ${bookings.sessionId} = ${scheduledSessions.id})`;

/**
 * A family's own children booked into each session and its marks in each register, each grouped by
 * session on the family's indexes; `marks` aggregates one session's marks, `names` names the two
 * subqueries and their columns (the JavaScript and the JSON lists each join their own).
 */
function familyBySession<Marks>(
  db: Database,
  familyId: Bound<number>,
  marks: SQL<Marks>,
  names: { booked: string; bookedIds: string; marks: string; marksColumn: string },
) {
  const booked = db
    .select({
      sessionId: bookings.sessionId,
      ids: sql<number[]>`array_agg(${bookings.studentId} order by ${bookings.studentId})`.as(names.bookedIds),
    })
    .from(bookings)
    .where(eq(bookings.userId, familyId))
    .groupBy(bookings.sessionId)
    .as(names.booked);
  const marked = db
    .select({ sessionId: attendance.sessionId, marks: marks.as(names.marksColumn) })
    .from(attendance)
    .innerJoin(students, eq(students.id, attendance.studentId))
    .where(eq(students.userId, familyId))
    .groupBy(attendance.sessionId)
    .as(names.marks);
  return { booked, marks: marked };
}

/** A family's own children booked into each session, and their marks in its register. */
const familyExtras = (db: Database, familyId: Bound<number>) =>
  familyBySession(
    db,
    familyId,
    sql<
      ChildAttendance[]
    >`json_agg(json_build_object('studentId', ${attendance.studentId}, 'present', ${attendance.present}) order by ${attendance.studentId})`,
    {
      booked: "family_bookings",
      bookedIds: "booked_student_ids",
      marks: "family_attendance",
      marksColumn: "family_marks",
    },
  );

/** When a session ends, in SQL: its start plus its duration in minutes. */
const sessionEnd = sql`(${scheduledSessions.scheduledFor} + ${scheduledSessions.duration} * interval '1 minute')`;

/** Text without the whitespace around it (as `String#trim` for the whitespace names carry), or null when empty. */
const trimmedOrNull = (column: SQLWrapper) =>
  sql`nullif(regexp_replace(${column}, '^[[:space:]]+|[[:space:]]+$', '', 'g'), '')`;

/**
 * A session as the portals list it, field for field as `portalSessionSchema` names them, for the lists
 * PostgreSQL writes as JSON (decision 038): the same values `listWithLabels` computes in JavaScript (the
 * student's label, seats taken, the recording and when it is due), and for a family (`familyId`) which of
 * its children are booked and their marks. A family reads its child's label without the tutor's notes, and
 * a group session's streaming link only when one of its children is booked (decision 044).
 */
function portalSessionJsonFields(familyId: Bound<number> | undefined) {
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
    studentLabel: sql`case when ${students.id} is not null then coalesce(${trimmedOrNull(students.firstName)}, ${trimmedOrNull(students.notes)}, 'Student #' || ${students.id}) end`,
    recording: sql`case when ${recordedLessons.id} is not null then (select row_to_json(recording) from (select ${recordedLessons.id} as "id", ${recordedLessons.title} as "title") as recording) end`,
    recordingDueBy: sql`case when ${recordedLessons.id} is null and ${scheduledSessions.status} <> 'cancelled' and ${sessionEnd} <= now() then ${isoTimestamp(sql`${sessionEnd} + ${RECORDING_PROMISE_HOURS}::int * interval '1 hour'`)} end`,
  };
  if (familyId === undefined) return fields;
  return {
    ...fields,
    youtubeUrl: sql`case when ${scheduledSessions.studentId} is not null or ${familyBookedIds} is not null then ${scheduledSessions.youtubeUrl} end`,
    studentLabel: sql`case when ${students.id} is not null then coalesce(${trimmedOrNull(students.firstName)}, 'Student #' || ${students.id}) end`,
    bookedStudentIds: sql`coalesce(${familyBookedIds}, '{}'::int[])`,
    attendance: sql`coalesce(${familyMarks}, '[]')::json`,
  };
}

/** The joined columns of `familyJsonExtras` the family fields read. */
const familyBookedIds = sql.identifier("family_booked_ids");
const familyMarks = sql.identifier("family_marks_json");

/**
 * A family's own bookings and register marks grouped by session, each read once on its family index and
 * joined to the list (decision 040), instead of two correlated subqueries per listed row; the marks as the
 * compact JSON text `JSON.stringify` writes (`[{"studentId":1,"present":true}]`).
 */
const familyJsonExtras = (db: Database, familyId: Bound<number>) =>
  familyBySession(
    db,
    familyId,
    sql<string>`'[' || string_agg('{"studentId":' || ${attendance.studentId} || ',"present":' || ${attendance.present}::text || '}', ',' order by ${attendance.studentId}) || ']'`,
    {
      booked: "family_booked_json",
      bookedIds: "family_booked_ids",
      marks: "family_attendance_json",
      marksColumn: "family_marks_json",
    },
  );

/**
 * The ids of the first `limit` upcoming sessions (after `now`, not cancelled, soonest first) of what a family
 * sees, or of what is meant for one child (`studentId`) for any viewer — null for the other lists, which the
 * general condition serves. Each part of the visibility rule is its own index walk in start order that stops
 * at `limit` (each child's one-to-ones; the group sessions of each of their years, on the
 * `(academic_year, scheduled_for)` index; those of no year; for a family without children every group
 * session), and the parts are merged: with statistics, the generic plan had read and sorted every upcoming
 * session the rule matched to keep the first few (decision 042). The parts are disjoint, and together they
 * are exactly `visibleTo` / `meantForChild`, which the tests compare with the whole lists.
 */
function soonestUpcomingIds(
  viewer: ViewerInSql,
  studentId: Bound<number> | undefined,
  now: Bound<Date>,
  limit: Bound<number>,
): SQL | null {
  if (studentId === undefined && viewer.role !== "parent") return null;
  const sessions = scheduledSessions;
  const first = (where: SQL | undefined) =>
    sql`(select ${sessions.id}, ${sessions.scheduledFor} from ${sessions}
      where ${where} and ${sessions.scheduledFor} > ${now} and ${sessions.status} <> 'cancelled'
      order by ${sessions.scheduledFor}, ${sessions.id} limit ${limit})`;
  let parts: SQL[];
  if (studentId === undefined) {
    const children = sql`select ${students.id} from ${students} where ${students.userId} = ${viewer.id}`;
    const years = sql`select distinct ${students.grade} as grade from ${students} where ${students.userId} = ${viewer.id}`;
    parts = [
      sql`(select child_first.id, child_first.scheduled_for from (${children}) as children
        cross join lateral ${first(sql`${sessions.studentId} = children.id`)} as child_first)`,
      sql`(select year_first.id, year_first.scheduled_for from (${years}) as years
        cross join lateral ${first(sql`${sessions.studentId} is null and ${sessions.academicYear} = years.grade`)} as year_first)`,
      first(sql`${sessions.studentId} is null and ${sessions.academicYear} is null`),
      first(
        sql`${sessions.studentId} is null and ${sessions.academicYear} is not null and not exists (${children})`,
      ),
    ];
  } else {
    const child = and(eq(students.id, studentId), childrenOf(viewer));
    const own = viewer.role === "tutor" ? sql`${sessions.tutorId} = ${viewer.id} and ` : sql``;
    parts = [
      first(sql`${own}${sessions.studentId} = (select ${students.id} from ${students} where ${child})`),
      first(
        sql`${own}${sessions.studentId} is null and ${sessions.academicYear} = (select ${students.grade} from ${students} where ${child})`,
      ),
      first(
        sql`${own}${sessions.studentId} is null and ${sessions.academicYear} is null and exists (select ${students.id} from ${students} where ${child})`,
      ),
    ];
  }
  return sql`select soonest.id from (${sql.join(parts, sql` union all `)}) as soonest
    order by soonest.scheduled_for, soonest.id limit ${limit}`;
}

export function createScheduledSessionsRepository(db: Database) {
  /**
   * Changes sessions in one transaction, raising each one's `sequence` (the calendar feed's SEQUENCE) and
   * `updatedAt`. The rows are locked first (in id order, so two such writes never wait on each other in a
   * circle), so a capacity below the seats booked is refused even while families are booking; one refusal
   * changes none of them.
   */
  async function updateMany(edits: Array<{ id: number; changes: Partial<NewScheduledSession> }>) {
    const ids = edits.map((edit) => edit.id).sort((a, b) => a - b);
    return db.transaction(async (tx) => {
      const locked = await tx
        .select({ id: scheduledSessions.id, status: scheduledSessions.status })
        .from(scheduledSessions)
        .where(inArray(scheduledSessions.id, ids))
        .orderBy(asc(scheduledSessions.id))
        .for("update");
      if (locked.length < new Set(ids).size) return { ok: false as const, reason: "missing" as const };
      const seats = await tx
        .select({ sessionId: bookings.sessionId, count: sql<number>`count(*)::int` })
        .from(bookings)
        .where(inArray(bookings.sessionId, ids))
        .groupBy(bookings.sessionId);
      const bookedIn = new Map(seats.map((row) => [row.sessionId, row.count]));
      for (const { id, changes } of edits) {
        const booked = bookedIn.get(id) ?? 0;
        if (changes.capacity !== undefined && changes.capacity < booked) {
          return { ok: false as const, reason: "below-booked" as const, booked };
        }
      }
      for (const { id, changes } of edits) {
        await tx
          .update(scheduledSessions)
          .set({ ...changes, sequence: sql`${scheduledSessions.sequence} + 1`, updatedAt: new Date() })
          .where(eq(scheduledSessions.id, id));
      }
      return { ok: true as const, previousStatuses: new Map(locked.map((row) => [row.id, row.status])) };
    });
  }

  /**
   * Sessions with their teacher's name, student's label and seats taken, soonest first; for a family
   * (`familyId`) also which of its children are booked and their marks.
   */
  async function listWithLabels(where: SQL | undefined, limit?: number, familyId?: number) {
    const extras = familyExtras(db, familyId ?? 0);
    const query = db
      .select({
        session: getTableColumns(scheduledSessions),
        tutorName: users.fullName,
        student: { id: students.id, firstName: students.firstName, notes: students.notes },
        bookedCount,
        recording: { id: recordedLessons.id, title: recordedLessons.title },
        ...(familyId === undefined ? {} : { bookedStudentIds: extras.booked.ids, marks: extras.marks.marks }),
      })
      .from(scheduledSessions)
      .leftJoin(users, eq(users.id, scheduledSessions.tutorId))
      .leftJoin(students, eq(students.id, scheduledSessions.studentId))
      .leftJoin(recordedLessons, eq(recordedLessons.sessionId, scheduledSessions.id));
    const joined =
      familyId === undefined
        ? query
        : query
            .leftJoin(extras.booked, eq(extras.booked.sessionId, scheduledSessions.id))
            .leftJoin(extras.marks, eq(extras.marks.sessionId, scheduledSessions.id));
    const ordered = joined
      .where(where)
      .orderBy(asc(scheduledSessions.scheduledFor), asc(scheduledSessions.id));
    const rows = await (limit ? ordered.limit(limit) : ordered);
    return rows.map((row) => {
      const session = toScheduledSession(row.session, row.tutorName, row.bookedCount ?? 0);
      const child = row.student?.id ? row.student : null;
      const bookedStudentIds = (row as { bookedStudentIds?: number[] | null }).bookedStudentIds ?? [];
      // A family reads its child's label without the tutor's notes, and a group session's streaming link
      // only when one of its children is booked into it (decision 044).
      const family = familyId !== undefined;
      const linkShown = !family || row.session.studentId !== null || bookedStudentIds.length > 0;
      return {
        ...session,
        youtubeUrl: linkShown ? session.youtubeUrl : null,
        studentLabel: child ? (family ? familyStudentLabel(child) : studentLabel(child)) : null,
        ...recordingPromise(row.session, row.recording),
        ...(family
          ? { bookedStudentIds, attendance: (row as { marks?: ChildAttendance[] | null }).marks ?? [] }
          : {}),
      };
    });
  }

  /**
   * The statement answering what `listWithLabels` answers, as one compact JSON array text PostgreSQL
   * writes (decision 038).
   */
  function listJsonSql(
    where: SQL | undefined,
    limit?: Bound<number>,
    familyId?: Bound<number>,
    idsInOrder?: SQL,
  ) {
    const query = db
      .select(jsonFields(portalSessionJsonFields(familyId)))
      .from(scheduledSessions)
      .leftJoin(users, eq(users.id, scheduledSessions.tutorId))
      .leftJoin(students, eq(students.id, scheduledSessions.studentId))
      .leftJoin(recordedLessons, eq(recordedLessons.sessionId, scheduledSessions.id));
    const extras = familyId === undefined ? null : familyJsonExtras(db, familyId);
    const joined = extras
      ? query
          .leftJoin(extras.booked, eq(extras.booked.sessionId, scheduledSessions.id))
          .leftJoin(extras.marks, eq(extras.marks.sessionId, scheduledSessions.id))
      : query;
    const order = [asc(scheduledSessions.scheduledFor), asc(scheduledSessions.id)] as const;
    // A limited list picks its sessions' ids first (`= any(array(…))` reads them before anything else, then
    // each session by its key), so the joins and fields are worked out for those alone: with statistics, the
    // generic plan had joined every matching session before keeping the first few.
    // `idsInOrder` selects them already (`soonestUpcomingIds`).
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

  /**
   * The viewer's sessions narrowed by `filter` (decision 040) — only the upcoming ones (after `now`, not
   * cancelled, the first `limit`) when `upcoming` is given — as JSON text; the statement is built once per
   * shape: the viewer's role and which filters are given (decision 042).
   */
  async function listJsonFor(
    viewer: SessionViewer,
    filter: SessionListFilter,
    upcoming?: { now: Date; limit: number },
  ) {
    const { studentId, range, onRoster = false } = filter;
    const shape = [
      "portal-sessions",
      viewer.role,
      studentId === undefined ? "everything" : "child",
      range ? "range" : "any-time",
      onRoster ? "on-roster" : "meant-for",
      upcoming ? "upcoming" : "all",
    ].join(":");
    const values = {
      viewerId: viewer.id,
      studentId,
      from: range?.from.toISOString(),
      to: range?.to.toISOString(),
      now: upcoming?.now.toISOString(),
      limit: upcoming?.limit,
    };
    const result = await runShaped(db, shape, values, (bound) => {
      const inSql = { role: viewer.role, id: bound.viewerId };
      const where = and(
        filteredFor(db, inSql, {
          studentId: studentId === undefined ? undefined : bound.studentId,
          range: range ? { from: bound.from, to: bound.to } : undefined,
          onRoster,
        }),
        upcoming ? gt(scheduledSessions.scheduledFor, bound.now) : undefined,
        upcoming ? ne(scheduledSessions.status, "cancelled") : undefined,
      );
      const soonest =
        upcoming && !range && !onRoster
          ? soonestUpcomingIds(
              inSql,
              studentId === undefined ? undefined : bound.studentId,
              bound.now,
              bound.limit,
            )
          : null;
      return listJsonSql(
        where,
        upcoming ? bound.limit : undefined,
        viewer.role === "parent" ? bound.viewerId : undefined,
        soonest ?? undefined,
      );
    });
    return jsonArrayOf(result);
  }

  /** The family whose extras a viewer's answers carry: a family account's own id. */
  const familyOf = (viewer: SessionViewer) => (viewer.role === "parent" ? viewer.id : undefined);

  return {
    /**
     * The viewer's upcoming sessions (DECISIONS.md: starting after `now`, not cancelled), soonest first.
     */
    listUpcomingFor(viewer: SessionViewer, { now, limit }: { now: Date; limit: number }) {
      return listWithLabels(
        and(
          visibleTo(db, viewer),
          gt(scheduledSessions.scheduledFor, now),
          ne(scheduledSessions.status, "cancelled"),
        ),
        limit,
        familyOf(viewer),
      );
    },

    /** The viewer's sessions starting in [from, to), cancelled ones included, soonest first. */
    listInRangeFor(viewer: SessionViewer, { from, to }: { from: Date; to: Date }) {
      return listWithLabels(
        and(
          visibleTo(db, viewer),
          gte(scheduledSessions.scheduledFor, from),
          lt(scheduledSessions.scheduledFor, to),
        ),
        undefined,
        familyOf(viewer),
      );
    },

    /**
     * A child's upcoming sessions (after `now`, not cancelled, soonest first) with one tutor (`tutorId`),
     * or with anyone (`null`, an admin): the student's page on the tutor screens.
     */
    listUpcomingForStudent(studentId: number, tutorId: number | null, now: Date) {
      return listWithLabels(
        and(
          eq(scheduledSessions.studentId, studentId),
          tutorId === null ? undefined : eq(scheduledSessions.tutorId, tutorId),
          gt(scheduledSessions.scheduledFor, now),
          ne(scheduledSessions.status, "cancelled"),
        ),
      );
    },

    /** Every session the viewer may see (past and cancelled ones too), soonest first. */
    listFor(viewer: SessionViewer) {
      return listWithLabels(visibleTo(db, viewer), undefined, familyOf(viewer));
    },

    /** Whether the viewer may name this child: a family's own, a tutor's own, any for an admin. */
    async hasChild(viewer: SessionViewer, studentId: number) {
      const rows = await db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.id, studentId), childrenOf(viewer)))
        .limit(1);
      return rows.length > 0;
    },

    /** Every session meant for one child the viewer may name (past and cancelled too), soonest first. */
    listForChild(viewer: SessionViewer, studentId: number) {
      return listWithLabels(meantForChild(db, viewer, studentId, false), undefined, familyOf(viewer));
    },

    /**
     * `listUpcomingFor`, `listFor` and `listForChild` as JSON text, for the routes (decision 038), narrowed
     * by a `SessionListFilter` (decision 040): a child, a range, the sessions a child is on.
     */
    json: {
      listUpcomingFor: (
        viewer: SessionViewer,
        { now, limit, studentId }: { now: Date; limit: number; studentId?: number },
      ) => listJsonFor(viewer, { studentId }, { now, limit }),
      listFor: (viewer: SessionViewer, filter: Omit<SessionListFilter, "studentId"> = {}) =>
        listJsonFor(viewer, filter),
      listForChild: (
        viewer: SessionViewer,
        studentId: number,
        filter: Omit<SessionListFilter, "studentId"> = {},
      ) => listJsonFor(viewer, { ...filter, studentId }),
    },

    /**
     * How many of the viewer's sessions narrowed by `filter` start on each day of its range in `timeZone`
     * (an IANA name; PostgreSQL refuses one it does not know), the days with sessions only, in date order:
     * what a schedule's grid draws (decision 042). Built once per shape, as the lists.
     */
    async countByDay(
      viewer: SessionViewer,
      filter: SessionListFilter & { range: { from: Date; to: Date } },
      timeZone: string,
    ): Promise<SessionDay[]> {
      const { studentId, range } = filter;
      const shape = [
        "portal-session-days",
        viewer.role,
        studentId === undefined ? "everything" : "child",
      ].join(":");
      const values = {
        viewerId: viewer.id,
        studentId,
        from: range.from.toISOString(),
        to: range.to.toISOString(),
        timeZone,
      };
      const result = await runShaped(db, shape, values, (bound) => {
        // Each session's local date, grouped, then written as text once per day.
        const starts = db
          .select({
            day: sql`(${scheduledSessions.scheduledFor} at time zone ${bound.timeZone}::text)::date`.as(
              "day",
            ),
          })
          .from(scheduledSessions)
          .where(
            filteredFor(
              db,
              { role: viewer.role, id: bound.viewerId },
              {
                studentId: studentId === undefined ? undefined : bound.studentId,
                range: { from: bound.from, to: bound.to },
              },
            ),
          );
        return sql`select to_char(starts.day, 'YYYY-MM-DD') as "date", count(*)::int as "sessions"
          from (${starts}) as starts group by starts.day order by starts.day`;
      });
      return result.rows as SessionDay[];
    },

    /**
     * The sessions of a series the viewer may see that a family could still book: not started (after
     * `now`) and not cancelled, soonest first, with the family's extras.
     */
    listRemainingInSeries(viewer: SessionViewer, seriesId: number, now: Date) {
      return listWithLabels(
        and(
          eq(scheduledSessions.seriesId, seriesId),
          visibleTo(db, viewer),
          gt(scheduledSessions.scheduledFor, now),
          ne(scheduledSessions.status, "cancelled"),
        ),
        undefined,
        familyOf(viewer),
      );
    },

    /** One session, only if the viewer may see it (else null). */
    async findVisibleTo(viewer: SessionViewer, id: number) {
      const rows = await listWithLabels(
        and(eq(scheduledSessions.id, id), visibleTo(db, viewer)),
        1,
        familyOf(viewer),
      );
      return rows[0] ?? null;
    },

    /**
     * The admin schedule tab's list (decision 048): every session with its teacher's name and seats taken,
     * narrowed by `filter` — a view (upcoming: after `now`, not cancelled; past: started, not cancelled;
     * cancelled), a teacher, subject or year, every word of `search` in the title, subject or teacher's name
     * — soonest first, or latest first for the past, cancelled and all views; with `limit`, one page after
     * `cursor` and the next page's cursor (null on the last).
     */
    async listForAdmin(filter: AdminSessionsFilter, now = new Date()) {
      const { view, limit, cursor } = filter;
      const latestFirst = view === "past" || view === "cancelled" || view === "all";
      const order = latestFirst ? desc : asc;
      const words = [...new Set(filter.search?.split(/\s+/).filter(Boolean) ?? [])];
      const notCancelled = ne(scheduledSessions.status, "cancelled");
      const where = and(
        view === "upcoming" ? and(gt(scheduledSessions.scheduledFor, now), notCancelled) : undefined,
        view === "past" ? and(lte(scheduledSessions.scheduledFor, now), notCancelled) : undefined,
        view === "cancelled" ? eq(scheduledSessions.status, "cancelled") : undefined,
        filter.tutorId === undefined ? undefined : eq(scheduledSessions.tutorId, filter.tutorId),
        filter.subject === null ? undefined : eq(scheduledSessions.subject, filter.subject),
        filter.academicYear === null ? undefined : eq(scheduledSessions.academicYear, filter.academicYear),
        ...words.map((word) => {
          const pattern = containsPattern(word);
          return or(
            ilike(scheduledSessions.title, pattern),
            ilike(scheduledSessions.subject, pattern),
            ilike(users.fullName, pattern),
          );
        }),
        cursor === undefined
          ? undefined
          : sql`(${scheduledSessions.scheduledFor}, ${scheduledSessions.id}) ${latestFirst ? sql`<` : sql`>`} (${cursor.after}::timestamptz, ${cursor.id}::int)`,
      );
      const query = db
        .select({
          session: getTableColumns(scheduledSessions),
          tutorName: users.fullName,
          bookedCount,
          sortAt: microsecondText(scheduledSessions.scheduledFor),
        })
        .from(scheduledSessions)
        .leftJoin(users, eq(users.id, scheduledSessions.tutorId))
        .where(where)
        .orderBy(order(scheduledSessions.scheduledFor), order(scheduledSessions.id));
      const rows = await (limit === undefined ? query : query.limit(limit + 1));
      const kept = limit === undefined ? rows : rows.slice(0, limit);
      const last = kept.at(-1);
      return {
        sessions: kept.map((row) => toScheduledSession(row.session, row.tutorName, row.bookedCount ?? 0)),
        nextCursor:
          limit !== undefined && rows.length > limit && last
            ? encodePageCursor(`${last.sortAt}|${last.session.id}`)
            : null,
      };
    },

    /** One session with its teacher's name and seats taken, whoever may see it (admin and tutor calls). */
    async findById(id: number) {
      const rows = await listWithLabels(eq(scheduledSessions.id, id), 1);
      return rows[0] ?? null;
    },

    /**
     * Changes a session, raising its `sequence` (the calendar feed's SEQUENCE) and `updatedAt`. The row is
     * locked first, so a capacity below the seats booked is refused even while families are booking.
     */
    async update(id: number, changes: Partial<NewScheduledSession>) {
      const outcome = await updateMany([{ id, changes }]);
      if (!outcome.ok) return outcome;
      return { ok: true as const, previousStatus: outcome.previousStatuses.get(id)! };
    },

    /** Several sessions changed in one transaction, each as `update` changes one: all of them or none. */
    updateMany,

    /** Whose a session is and where it sits in its series: what a tutor's write is checked against. */
    async findOwnership(id: number) {
      const rows = await db
        .select({
          id: scheduledSessions.id,
          title: scheduledSessions.title,
          tutorId: scheduledSessions.tutorId,
          seriesId: scheduledSessions.seriesId,
          scheduledFor: scheduledSessions.scheduledFor,
        })
        .from(scheduledSessions)
        .where(eq(scheduledSessions.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The sessions of a series starting at or after `from`, soonest first. */
    listSeriesFrom(seriesId: number, from: Date) {
      return db
        .select({
          id: scheduledSessions.id,
          title: scheduledSessions.title,
          scheduledFor: scheduledSessions.scheduledFor,
        })
        .from(scheduledSessions)
        .where(and(eq(scheduledSessions.seriesId, seriesId), gte(scheduledSessions.scheduledFor, from)))
        .orderBy(asc(scheduledSessions.scheduledFor), asc(scheduledSessions.id));
    },

    /** A weekly series and its sessions, made together in one transaction, soonest first. */
    async createSeries(
      owner: { tutorId: number; tutorName: string; createdById: number },
      sessions: Array<Omit<NewScheduledSession, "seriesId" | "tutorId">>,
    ) {
      return db.transaction(async (tx) => {
        const [series] = await tx
          .insert(sessionSeries)
          .values({ tutorId: owner.tutorId, createdById: owner.createdById })
          .returning({ id: sessionSeries.id });
        const rows = await tx
          .insert(scheduledSessions)
          .values(sessions.map((session) => ({ ...session, tutorId: owner.tutorId, seriesId: series!.id })))
          .returning();
        rows.sort((a, b) => a.scheduledFor.getTime() - b.scheduledFor.getTime() || a.id - b.id);
        return {
          seriesId: series!.id,
          sessions: rows.map((row) => toScheduledSession(row, owner.tutorName)),
        };
      });
    },

    /** Deletes a session that has no bookings (the row is locked, so none arrives meanwhile). */
    async removeUnbooked(id: number) {
      return db.transaction(async (tx) => {
        const locked = await tx
          .select({ id: scheduledSessions.id })
          .from(scheduledSessions)
          .where(eq(scheduledSessions.id, id))
          .for("update");
        if (!locked[0]) return "missing" as const;
        const booked = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(eq(bookings.sessionId, id))
          .limit(1);
        if (booked.length > 0) return "booked" as const;
        await tx.delete(scheduledSessions).where(eq(scheduledSessions.id, id));
        return "deleted" as const;
      });
    },

    async create(values: NewScheduledSession, tutorName: string) {
      const rows = await db.insert(scheduledSessions).values(values).returning();
      return toScheduledSession(rows[0]!, tutorName);
    },
  };
}
export type ScheduledSessionsRepository = ReturnType<typeof createScheduledSessionsRepository>;
