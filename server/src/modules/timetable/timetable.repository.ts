/**
 * The portal's session reads (decision 052): the sessions a viewer may see, joined with their bookings,
 * recordings and children, as the schedules, calendars and dashboards list them. They sit above the
 * scheduled-sessions, bookings and recorded-lessons modules, whose tables and rules they read.
 */
import { and, eq, gt, gte, inArray, lt, ne, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PortalSession, SessionDay } from "#shared/schemas/scheduled-sessions.ts";
import { type Database, isUnknownTimeZone } from "../../db/client.ts";
import { jsonArrayOf } from "../../db/json-rows.ts";
import { type Bound, runShaped } from "../../db/statement-shapes.ts";
import { attendance, bookings } from "../bookings/bookings.table.ts";
import { unknownTimeZone } from "../scheduled-sessions/scheduled-sessions.errors.ts";
import {
  childrenOf,
  meantForChild,
  type SessionViewer,
  soonestUpcomingIds,
  type ViewerInSql,
  visibleTo,
} from "../scheduled-sessions/scheduled-sessions.rules.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import { students } from "../students/students.table.ts";
import { listSessionsForAdmin } from "./admin-timetable.repository.ts";
import { portalSessionsSql } from "./portal-session-row.repository.ts";

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

/** An upcoming session (DECISIONS.md): starting after `now`, not cancelled; conditions to spread into `and`. */
const upcomingAfter = (now: Bound<Date>) => [
  gt(scheduledSessions.scheduledFor, now),
  ne(scheduledSessions.status, "cancelled"),
];

/** The family whose extras a viewer's answers carry: a family account's own id. */
const familyOf = (viewer: SessionViewer) => (viewer.role === "parent" ? viewer.id : undefined);

/**
 * `roomAvailable` is the media server's word on whether the lesson room can be held now (decision 053),
 * asked on every read: the product's own media server becomes available once it started.
 */
export function createTimetableRepository(
  db: Database,
  { roomAvailable = () => false }: { roomAvailable?: () => boolean } = {},
) {
  /** The sessions `where` keeps, soonest first (the first `limit`), as the portals answer them. */
  async function rowsOf(where: SQL | undefined, limit?: number, familyId?: number) {
    const result = await db.execute(portalSessionsSql(db, where, roomAvailable(), limit, familyId));
    return JSON.parse(jsonArrayOf(result)) as PortalSession[];
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
      roomAvailable: roomAvailable(),
    };
    const result = await runShaped(db, shape, values, (bound) => {
      const inSql = { role: viewer.role, id: bound.viewerId };
      const where = and(
        filteredFor(db, inSql, {
          studentId: studentId === undefined ? undefined : bound.studentId,
          range: range ? { from: bound.from, to: bound.to } : undefined,
          onRoster,
        }),
        ...(upcoming ? upcomingAfter(bound.now) : []),
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
      return portalSessionsSql(
        db,
        where,
        bound.roomAvailable,
        upcoming ? bound.limit : undefined,
        viewer.role === "parent" ? bound.viewerId : undefined,
        soonest ?? undefined,
      );
    });
    return jsonArrayOf(result);
  }

  return {
    /**
     * The viewer's upcoming sessions, every session it may see, or what is meant for one child it may name,
     * as JSON text for the routes (decision 038), narrowed by a `SessionListFilter` (decision 040).
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
     * (an IANA name; one PostgreSQL does not know is `unknownTimeZone`), the days with sessions only, in date order:
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
      const result = runShaped(db, shape, values, (bound) => {
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
      try {
        return (await result).rows as SessionDay[];
      } catch (error) {
        // A name this runtime knows and PostgreSQL's time zone data does not.
        if (isUnknownTimeZone(error)) throw unknownTimeZone();
        throw error;
      }
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

    /** One session, only if the viewer may see it (else null). */
    async findVisibleTo(viewer: SessionViewer, id: number) {
      const rows = await rowsOf(
        and(eq(scheduledSessions.id, id), visibleTo(db, viewer)),
        1,
        familyOf(viewer),
      );
      return rows[0] ?? null;
    },

    /** One session with its teacher's name and seats taken, whoever may see it (admin and tutor calls). */
    async findById(id: number) {
      const rows = await rowsOf(eq(scheduledSessions.id, id), 1);
      return rows[0] ?? null;
    },

    /**
     * A child's upcoming sessions (after `now`, not cancelled, soonest first) with one tutor (`tutorId`),
     * or with anyone (`null`, an admin): the student's page on the tutor screens.
     */
    listUpcomingForStudent(studentId: number, tutorId: number | null, now: Date) {
      return rowsOf(
        and(
          eq(scheduledSessions.studentId, studentId),
          tutorId === null ? undefined : eq(scheduledSessions.tutorId, tutorId),
          ...upcomingAfter(now),
        ),
      );
    },

    /**
     * The sessions of a series the viewer may see that a family could still book: not started (after
     * `now`) and not cancelled, soonest first, with the family's extras.
     */
    listRemainingInSeries(viewer: SessionViewer, seriesId: number, now: Date) {
      return rowsOf(
        and(eq(scheduledSessions.seriesId, seriesId), visibleTo(db, viewer), ...upcomingAfter(now)),
        undefined,
        familyOf(viewer),
      );
    },

    /** The admin schedule tab's list (decision 048). */
    listForAdmin: listSessionsForAdmin(db),

    /**
     * Seats taken in each of `sessionIds`, read with `tx` (the caller's transaction, which holds the
     * sessions' locks): what the scheduled-sessions module's writes check a capacity against.
     */
    async seatsBooked(tx: Database, sessionIds: number[]) {
      const rows = await tx
        .select({ sessionId: bookings.sessionId, count: sql<number>`count(*)::int` })
        .from(bookings)
        .where(inArray(bookings.sessionId, sessionIds))
        .groupBy(bookings.sessionId);
      return new Map(rows.map((row) => [row.sessionId, row.count]));
    },
  };
}
export type TimetableRepository = ReturnType<typeof createTimetableRepository>;
