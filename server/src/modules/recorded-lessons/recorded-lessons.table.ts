import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  alias,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Bound } from "../../db/statement-shapes.ts";
import { companies } from "../companies/companies.table.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import { students } from "../students/students.table.ts";
import { users } from "../users/users.table.ts";
import {
  type AudienceTerms,
  type PromiseTerms,
  promiseOf,
  type RecordingViewer,
  recordingHiddenOf,
} from "./recorded-lessons.rules.ts";

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

const audienceInSql: AudienceTerms<SQL> = {
  all: (...truths) => sql`(${sql.join(truths, sql` and `)})`,
  any: (...truths) => sql`(${sql.join(truths, sql` or `)})`,
  not: (truth) => sql`(not ${truth})`,
};

/** The session a recording names, under its own name so that a query over sessions can read it too. */
const RECORDED_SESSION = "recorded_session";
const recordedSession = alias(scheduledSessions, RECORDED_SESSION);

/**
 * The recordings `viewer` may read, as a condition on `recorded_lessons` inside the query (the rule of
 * `recordingHiddenOf`): none is hidden from an admin; from anyone else, those whose one-to-one session the
 * rule keeps from them, an anti-join on the session's primary key. `viewer.id` may be a placeholder.
 */
export function recordingVisibleToSql(viewer: { role: RecordingViewer["role"]; id: Bound<number> }) {
  if (viewer.role === "admin") return undefined;
  const tutor = viewer.role === "tutor";
  const never = sql`false`;
  const hidden = recordingHiddenOf(audienceInSql, {
    oneToOne: sql`${recordedSession.studentId} is not null`,
    viewerIsAdmin: never,
    viewerTeachesSession: tutor ? sql`${recordedSession.tutorId} = ${viewer.id}` : never,
    viewerOwnsRecording: tutor ? sql`${recordedLessons.tutorId} = ${viewer.id}` : never,
    viewerIsChildsFamily:
      viewer.role === "parent"
        ? sql`exists (select 1 from ${students} where ${students.id} = ${recordedSession.studentId} and ${students.userId} = ${viewer.id})`
        : never,
  });
  return sql`not exists (select 1 from ${scheduledSessions} as ${sql.identifier(RECORDED_SESSION)} where ${recordedSession.id} = ${recordedLessons.sessionId} and ${hidden})`;
}
