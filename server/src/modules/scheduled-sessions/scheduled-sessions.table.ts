import { and, eq, exists, inArray, isNull, notExists, or, type SQL, sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { SCHEDULED_SESSION_STATUSES } from "#shared/schemas/scheduled-sessions.ts";
import type { Database } from "../../db/client.ts";
import type { Bound } from "../../db/statement-shapes.ts";
import { students } from "../students/students.table.ts";
import { users } from "../users/users.table.ts";
import type { SessionViewer, ViewerInSql } from "./scheduled-sessions.rules.ts";

/**
 * A weekly series of group sessions (DECISIONS.md "Journeys that real use showed"): each
 * occurrence is an ordinary session carrying `seriesId`; the series row keeps whose it is and who made it.
 */
export const sessionSeries = pgTable("session_series", {
  id: serial().primaryKey(),
  tutorId: integer()
    .notNull()
    .references(() => users.id, { onDelete: "restrict" }),
  createdById: integer().references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const scheduledSessions = pgTable(
  "scheduled_sessions",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text(),
    subject: text().notNull(),
    tutorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** The child a one-to-one session is for; removing the child removes its sessions (never turns them into group sessions). */
    studentId: integer().references(() => students.id, { onDelete: "cascade" }),
    scheduledFor: timestamp({ withTimezone: true }).notNull(),
    duration: integer().notNull().default(60),
    youtubeUrl: text(),
    academicYear: text(),
    status: text({ enum: SCHEDULED_SESSION_STATUSES }).notNull().default("scheduled"),
    notes: text(),
    /** Seats in a group session (DECISIONS.md: group bookings), 1–30, default 12. */
    capacity: integer().notNull().default(12),
    /** The weekly series this session is an occurrence of, or null for a session on its own. */
    seriesId: integer().references(() => sessionSeries.id, { onDelete: "set null" }),
    /** Raised on every change, for the calendar feed's SEQUENCE (RFC 5545). */
    sequence: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.scheduledFor),
    index().on(table.status),
    index().on(table.tutorId),
    index().on(table.studentId),
    index().on(table.academicYear, table.scheduledFor),
    index().on(table.seriesId, table.scheduledFor),
    check("scheduled_sessions_capacity_range", sql`${table.capacity} between 1 and 30`),
  ],
);

// Which sessions a viewer may see (DECISIONS.md "Which sessions a family sees"), as conditions over the
// table, written once: `scheduled-sessions.rules.ts` offers them to the modules that list sessions.

/**
 * The sessions a viewer may see, as a condition inside the query: a family's children's own sessions, plus
 * group sessions of their years or of no year; a family with no children sees every group session.
 */
export function visibleTo(db: Database, viewer: ViewerInSql): SQL | undefined {
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

/** The `students` rows a viewer may name: a family its own children, a tutor theirs, an admin every row. */
export function childrenOf(viewer: ViewerInSql): SQL | undefined {
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
export function meantForChild(
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
 * The ids of the first `limit` upcoming sessions (after `now`, not cancelled, soonest first) of what a family
 * sees, or of what is meant for one child (`studentId`) for any viewer — null for the other lists, which the
 * general condition serves. Each part of the visibility rule is its own index walk in start order that stops
 * at `limit` (each child's one-to-ones; the group sessions of each of their years, on the
 * `(academic_year, scheduled_for)` index; those of no year; for a family without children every group
 * session), and the parts are merged: with statistics, the generic plan had read and sorted every upcoming
 * session the rule matched to keep the first few (decision 042). The parts are disjoint, and together they
 * are exactly `visibleTo` / `meantForChild`, which the tests compare with the whole lists.
 */
export function soonestUpcomingIds(
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
