import { eq, exists, inArray, isNull, not, or, type SQL } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { LIVE_SESSION_STATUSES } from "#shared/schemas/live-sessions.ts";
import type { Database } from "../../db/client.ts";
import type { Bound } from "../../db/statement-shapes.ts";
import { students } from "../students/students.table.ts";
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

/**
 * What a family sees (DECISIONS.md): sessions with no academic year and those of its children's years; a
 * family with no children sees every session.
 */
export function visibleToFamily(db: Database, userId: Bound<number>): SQL | undefined {
  const children = db.select({ grade: students.grade }).from(students).where(eq(students.userId, userId));
  return or(
    isNull(liveSessions.academicYear),
    inArray(liveSessions.academicYear, children),
    not(exists(db.select({ id: students.id }).from(students).where(eq(students.userId, userId)))),
  );
}

/**
 * The tutors of the live sessions a family sees, as a subquery (the tutors it may write to, decision 028):
 * offered to the messages module through `live-sessions.rules.ts`.
 */
export function tutorsOfLiveSessionsVisibleToFamily(db: Database, userId: number) {
  return db
    .selectDistinct({ tutorId: liveSessions.tutorId })
    .from(liveSessions)
    .where(visibleToFamily(db, userId));
}
