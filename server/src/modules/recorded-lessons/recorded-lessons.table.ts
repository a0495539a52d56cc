import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { companies } from "../companies/companies.table.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import { users } from "../users/users.table.ts";
import { type PromiseTerms, promiseOf } from "./recorded-lessons.rules.ts";

/**
 * The lesson's own text the library's search looks in (decision 043): title, description and subject in one
 * value, the expression the trigram index holds, so each searched word is one indexable `ilike` on it.
 */
export const recordedLessonSearchText = (columns: {
  title: AnyPgColumn;
  description: AnyPgColumn;
  subject: AnyPgColumn;
}): SQL =>
  sql`(${columns.title} || ' ' || coalesce(${columns.description}, '') || ' ' || ${columns.subject})`;

export const recordedLessons = pgTable(
  "recorded_lessons",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text(),
    subject: text().notNull(),
    /**
     * The academic year the lesson is for (one of `ACADEMIC_YEARS`), or null for every year: copied from the
     * session it records, else chosen in the form; the student screens show a child its year's lessons
     * (decision 049).
     */
    academicYear: text(),
    tutorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    duration: integer(),
    videoUrl: text(),
    thumbnail: text(),
    views: integer().notNull().default(0),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The scheduled session this recording records (the 24-hour recording promise); at most one recording each. */
    sessionId: integer().references(() => scheduledSessions.id, { onDelete: "set null" }),
    /** When the "catch up" e-mail went to the families of children marked absent; set once. */
    catchUpSentAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index().on(table.tutorId),
    index().on(table.uploadedAt),
    uniqueIndex("recorded_lessons_session_id_unique")
      .on(table.sessionId)
      .where(sql`${table.sessionId} is not null`),
    // The search's text, by trigrams (pg_trgm): `ilike '%…%'` on it reads the index, not every row (decision 043).
    // Without a pending list (fastupdate off) a search never reads unsorted recent entries one by one.
    index("recorded_lessons_search_text_trgm_index")
      .using("gin", sql`${recordedLessonSearchText(table)} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * One row per time a family account opens a recording (`POST /api/recorded-lessons/{id}/views`), for the
 * employer utilisation report. `companyId` is copied at the time of the view, so the employer's counts stay
 * when the account is later erased (`userId` then becomes null).
 */
export const recordedLessonViews = pgTable(
  "recorded_lesson_views",
  {
    id: serial().primaryKey(),
    recordedLessonId: integer()
      .notNull()
      .references(() => recordedLessons.id, { onDelete: "cascade" }),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    companyId: integer().references(() => companies.id, { onDelete: "set null" }),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.companyId, table.viewedAt), index().on(table.userId)],
);

/** The recording promise's terms as SQL expressions. */
const inSql: PromiseTerms<SQL, SQLWrapper, SQL, SQL> = {
  minutesAfter: (time, minutes) => sql`(${time} + ${minutes} * interval '1 minute')`,
  hoursAfter: (time, hours) => sql`(${time} + ${hours}::int * interval '1 hour')`,
  atOrBefore: (time, limit) => sql`${time} <= ${limit}`,
  before: (time, limit) => sql`${time} < ${limit}`,
  all: (...truths) => sql`(${sql.join(truths, sql` and `)})`,
  onlyIf: (truth, time) => sql`case when ${truth} then ${time} end`,
};

/**
 * The promise as SQL over `scheduled_sessions` left-joined with the recording that names it
 * (`recorded_lessons.session_id`), at `now` (an SQL time: `now()`, or a value cast to timestamptz).
 */
export function recordingPromiseSql(now: SQL) {
  return promiseOf(
    inSql,
    {
      start: sql`${scheduledSessions.scheduledFor}`,
      duration: scheduledSessions.duration,
      notCancelled: sql`${scheduledSessions.status} <> 'cancelled'`,
      unrecorded: sql`${recordedLessons.id} is null`,
    },
    now,
  );
}
