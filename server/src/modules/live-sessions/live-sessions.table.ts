import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { LIVE_SESSION_STATUSES } from "#shared/schemas/live-sessions.ts";
import { users } from "../users/users.table.ts";

export const liveSessions = pgTable(
  "live_sessions",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text(),
    youtubeUrl: text(),
    scheduledFor: timestamp({ withTimezone: true }).notNull(),
    duration: integer().notNull().default(60),
    subject: text().notNull(),
    /** The academic year the session is meant for; null for every year (DECISIONS.md). */
    academicYear: text(),
    status: text({ enum: LIVE_SESSION_STATUSES }).notNull().default("scheduled"),
    tutorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.status), index().on(table.tutorId), index().on(table.scheduledFor)],
);
