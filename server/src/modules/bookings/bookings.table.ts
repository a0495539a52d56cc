import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { companies } from "../companies/companies.table.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import { students } from "../students/students.table.ts";
import { users } from "../users/users.table.ts";

/**
 * A child's seat in a group session (DECISIONS.md: group bookings). Cancelling deletes the row and frees
 * the seat; a session with bookings cannot be deleted (cancel it instead). Seats are counted inside a
 * transaction that first locks the session row (`SELECT … FOR UPDATE`), so no more than `capacity` are made.
 *
 * `studentId` and `userId` are nullable only so that an erased family's past bookings can be kept without a
 * link to anyone (the employer's counts stay); `companyId` is copied from the family account when booked.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: serial().primaryKey(),
    sessionId: integer()
      .notNull()
      .references(() => scheduledSessions.id, { onDelete: "restrict" }),
    studentId: integer().references(() => students.id, { onDelete: "cascade" }),
    /** The family account that booked (the child's `userId`), so a family's bookings are one indexed read. */
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    companyId: integer().references(() => companies.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("bookings_session_student_unique").on(table.sessionId, table.studentId),
    index().on(table.userId),
    index().on(table.studentId),
    index().on(table.companyId, table.createdAt),
  ],
);

/**
 * The register of a session: one row per child on its roster once the tutor (or an admin) marks it.
 * `companyId` is copied when marked, so an employer's "sessions attended" count can outlive the family's
 * account (`studentId` is then null).
 */
export const attendance = pgTable(
  "attendance",
  {
    id: serial().primaryKey(),
    sessionId: integer()
      .notNull()
      .references(() => scheduledSessions.id, { onDelete: "cascade" }),
    studentId: integer().references(() => students.id, { onDelete: "cascade" }),
    present: boolean().notNull(),
    companyId: integer().references(() => companies.id, { onDelete: "set null" }),
    markedBy: integer().references(() => users.id, { onDelete: "set null" }),
    markedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("attendance_session_student_unique").on(table.sessionId, table.studentId),
    index().on(table.studentId),
    index().on(table.companyId, table.markedAt),
  ],
);
