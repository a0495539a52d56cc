import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { SCHEDULED_SESSION_STATUSES } from "#shared/schemas/scheduled-sessions.ts";
import { students } from "../students/students.table.ts";
import { users } from "../users/users.table.ts";

/**
 * A weekly series of group sessions (DECISIONS.md "Journeys that real use showed (phase 4)"): each
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
