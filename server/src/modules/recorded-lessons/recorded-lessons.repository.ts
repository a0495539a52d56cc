import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  ilike,
  isNull,
  ne,
  or,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { LibraryPage } from "#shared/schemas/library-page.ts";
import { RECORDING_PROMISE_HOURS, SESSIONS_TO_RECORD_MAX } from "#shared/schemas/recorded-lessons.ts";
import { familyStudentLabel } from "#shared/schemas/students.ts";
import { type Database, isUniqueViolation } from "../../db/client.ts";
import { isoTimestamp } from "../../db/json-rows.ts";
import { containsPattern, newestFirstPages, pageShapeOf } from "../../db/library-page.ts";
import { type OwnedWriteOutcome, ownedRows, type RowWriter, tutorNameOf } from "../../db/owned-rows.ts";
import { runShaped } from "../../db/statement-shapes.ts";
import { attendance, bookings } from "../bookings/bookings.table.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import { students } from "../students/students.table.ts";
import { users } from "../users/users.table.ts";
import { recordedSessionTaken } from "./recorded-lessons.errors.ts";
import { recordedLessonSearchText, recordedLessons, recordedLessonViews } from "./recorded-lessons.table.ts";

type RecordedLessonRow = typeof recordedLessons.$inferSelect;

type RecordedLessonValues = Pick<
  typeof recordedLessons.$inferInsert,
  | "title"
  | "description"
  | "subject"
  | "tutorId"
  | "duration"
  | "videoUrl"
  | "thumbnail"
  | "sessionId"
  | "academicYear"
>;

/** When a session ends, in SQL: its start plus its duration in minutes. */
const sessionEndSql = sql`(${scheduledSessions.scheduledFor} + ${scheduledSessions.duration} * interval '1 minute')`;
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;
/**
 * The academic year a session's recording is for (decision 049): the session's, else its one-to-one child's
 * grade; null (every year) for a group session of no year.
 */
const sessionYearSql = sql<
  string | null
>`coalesce(${scheduledSessions.academicYear}, (select ${students.grade} from ${students} where ${students.id} = ${scheduledSessions.studentId}))`;

/** A child marked absent from the session (`attendance.present = false`) who was booked into it or is its own student. */
const absentFromSession = (sessionId: SQLWrapper | number) =>
  and(
    eq(attendance.sessionId, sessionId),
    eq(attendance.present, false),
    or(
      sql`exists (select 1 from ${bookings} where ${bookings.sessionId} = ${attendance.sessionId} and ${bookings.studentId} = ${attendance.studentId})`,
      sql`exists (select 1 from ${scheduledSessions} where ${scheduledSessions.id} = ${attendance.sessionId} and ${scheduledSessions.studentId} = ${attendance.studentId})`,
    ),
  );

/** A write that names a session another recording already names is a 409, even under simultaneous writes. */
async function unlessSessionTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw recordedSessionTaken();
    throw error;
  }
}

function toRecordedLesson(row: RecordedLessonRow, tutorName: string | null) {
  return { ...row, tutorName, uploadedAt: row.uploadedAt.toISOString() };
}

/** A lesson in the library's list, field for field as `recordedLessonSchema` names them. */
const recordedLessonJsonFields = {
  id: recordedLessons.id,
  title: recordedLessons.title,
  description: recordedLessons.description,
  subject: recordedLessons.subject,
  tutorId: recordedLessons.tutorId,
  // A subquery per listed row: a page's statement reads names for the rows it keeps, not a join of all users.
  tutorName: sql`(select ${users.fullName} from ${users} where ${users.id} = ${recordedLessons.tutorId})`,
  duration: recordedLessons.duration,
  videoUrl: recordedLessons.videoUrl,
  thumbnail: recordedLessons.thumbnail,
  views: recordedLessons.views,
  uploadedAt: isoTimestamp(recordedLessons.uploadedAt),
  sessionId: recordedLessons.sessionId,
  academicYear: recordedLessons.academicYear,
};

const recordedLessonFieldNames = Object.keys(recordedLessonJsonFields);
const pages = newestFirstPages(recordedLessons);

/**
 * The lessons with a searched word (its pattern) in the title, description, subject or teacher's name
 * (decision 043). The lesson's own text is read through the trigram index on the three joined by spaces:
 * a word holds no whitespace, so it is found in the joined text exactly when it is in one of them. The
 * teacher's name is read through the users' trigram index, as the ids of the teachers it matches, which
 * PostgreSQL looks up on the lessons' `tutor_id` index and ORs with the first.
 */
const lessonsWithWord = (pattern: SQLWrapper) =>
  or(
    sql`${recordedLessonSearchText(recordedLessons)} ilike ${pattern}`,
    sql`${recordedLessons.tutorId} = any(array(select ${users.id} from ${users} where ${ilike(users.fullName, pattern)}))`,
  );

/**
 * A read of the library (decision 039): `subject` matches exactly; `search` keeps the lessons with every
 * word of it, case-insensitively, in the title, description, subject or teacher's name, as the screens'
 * search box did in the browser.
 */
export type RecordedLessonsListQuery = LibraryPage & {
  subject?: string | null;
  /** A child's academic year (decision 049): the lessons of that year and those of no year. */
  forYear?: string;
};

export function createRecordedLessonsRepository(db: Database) {
  async function withTutorName(row: RecordedLessonRow) {
    return toRecordedLesson(row, await tutorNameOf(db, row.tutorId));
  }

  const { writable, refusal } = ownedRows(db, recordedLessons, recordedLessons);

  return {
    /** One lesson with its teacher's name, or null. */
    async findById(id: number) {
      const rows = await db
        .select({ lesson: getTableColumns(recordedLessons), tutorName: users.fullName })
        .from(recordedLessons)
        .leftJoin(users, eq(users.id, recordedLessons.tutorId))
        .where(eq(recordedLessons.id, id))
        .limit(1);
      return rows[0] ? toRecordedLesson(rows[0].lesson, rows[0].tutorName) : null;
    },

    /**
     * Updates a lesson the writer may change (the owner check is inside the UPDATE); the owner never
     * changes here.
     */
    async updateAs(
      writer: RowWriter,
      id: number,
      values: Omit<RecordedLessonValues, "tutorId">,
    ): Promise<OwnedWriteOutcome<ReturnType<typeof toRecordedLesson>>> {
      const rows = await unlessSessionTaken(
        db.update(recordedLessons).set(values).where(writable(id, writer)).returning(),
      );
      if (rows[0]) return { ok: true, value: await withTutorName(rows[0]) };
      return { ok: false, reason: await refusal(id) };
    },

    /** Deletes a lesson the writer may delete (the owner check is inside the DELETE). */
    async deleteAs(writer: RowWriter, id: number): Promise<OwnedWriteOutcome<null>> {
      const rows = await db
        .delete(recordedLessons)
        .where(writable(id, writer))
        .returning({ id: recordedLessons.id });
      if (rows.length > 0) return { ok: true, value: null };
      return { ok: false, reason: await refusal(id) };
    },

    /**
     * Counts one view in a single UPDATE (no lost views under simultaneous openings); null when missing.
     * A family's view is also kept as a row with the account's company, for the employer's utilisation
     * report (decision 026).
     */
    async recordView(id: number, familyViewer?: { userId: number; companyId: number | null }) {
      const rows = await db
        .update(recordedLessons)
        .set({ views: sql`${recordedLessons.views} + 1` })
        .where(eq(recordedLessons.id, id))
        .returning({ views: recordedLessons.views });
      if (rows[0] && familyViewer) {
        await db.insert(recordedLessonViews).values({ recordedLessonId: id, ...familyViewer });
      }
      return rows[0] ?? null;
    },

    /**
     * The library, newest first, with each teacher's name, narrowed by the query's filters, whole or one
     * page (`limit` rows after `cursor`), as JSON text PostgreSQL builds (decision 038) and the next page's
     * cursor. Every account reads the whole library, so no filter is an access rule.
     */
    async listPage(query: RecordedLessonsListQuery) {
      const page = pageShapeOf(query);
      // A word said twice narrows nothing more; each other word is one more condition (and placeholder).
      const words = [...new Set(query.search?.split(/\s+/).filter(Boolean) ?? [])];
      const wordValues: Record<`word${number}`, string> = Object.fromEntries(
        words.map((word, index) => [`word${index}`, containsPattern(word)]),
      );
      const values: typeof page.values & {
        subject: string | undefined;
        forYear: string | undefined;
      } & typeof wordValues = {
        subject: query.subject || undefined,
        forYear: query.forYear,
        ...page.values,
        ...wordValues,
      };
      // Built once per shape (decision 043): the subject and year filters, how many words, whole list or
      // page, cursor.
      const shape = [
        "recorded-lessons",
        values.subject === undefined ? "any-subject" : "subject",
        values.forYear === undefined ? "every-year" : "for-year",
        `words-${words.length}`,
        ...page.shape,
      ].join(":");
      const result = await runShaped(db, shape, values, (bound) => {
        const where = and(
          pages.after(query, bound),
          values.subject === undefined ? undefined : eq(recordedLessons.subject, bound.subject),
          values.forYear === undefined
            ? undefined
            : or(eq(recordedLessons.academicYear, bound.forYear), isNull(recordedLessons.academicYear)),
          ...words.map((_word, index) => lessonsWithWord(bound[`word${index}`]!)),
        );
        // A page's rows are picked by id first (an array read by primary key), so their fields and teacher
        // are written for the page alone, not for every row the search matched before the sort.
        const picked =
          query.limit === undefined
            ? where
            : sql`${recordedLessons.id} = any(array(${db
                .select({ id: recordedLessons.id })
                .from(recordedLessons)
                .where(where)
                .orderBy(...pages.orderBy)
                .limit(bound.limitAndOne)}))`;
        const rows = db
          .select(pages.fields(recordedLessonJsonFields))
          .from(recordedLessons)
          .where(picked)
          .orderBy(...pages.orderBy);
        return pages.pageSql(query, bound, rows, recordedLessonFieldNames);
      });
      return pages.pageOf(result);
    },

    async create(values: RecordedLessonValues) {
      const rows = await unlessSessionTaken(db.insert(recordedLessons).values(values).returning());
      return withTutorName(rows[0]!);
    },

    /** The updated lesson, or null when no lesson has this id. */
    async update(id: number, values: RecordedLessonValues) {
      const rows = await unlessSessionTaken(
        db.update(recordedLessons).set(values).where(eq(recordedLessons.id, id)).returning(),
      );
      return rows[0] ? withTutorName(rows[0]) : null;
    },

    /** True when a lesson was deleted. */
    async delete(id: number) {
      const rows = await db
        .delete(recordedLessons)
        .where(eq(recordedLessons.id, id))
        .returning({ id: recordedLessons.id });
      return rows.length > 0;
    },

    /**
     * A session a recording may name, with its owner, end, the year its recording is for and the recording
     * that already names it; null when missing.
     */
    async findSessionToRecord(sessionId: number) {
      const rows = await db
        .select({
          title: scheduledSessions.title,
          subject: scheduledSessions.subject,
          tutorId: scheduledSessions.tutorId,
          status: scheduledSessions.status,
          scheduledFor: scheduledSessions.scheduledFor,
          duration: scheduledSessions.duration,
          academicYear: sessionYearSql,
          recordingId: recordedLessons.id,
        })
        .from(scheduledSessions)
        .leftJoin(recordedLessons, eq(recordedLessons.sessionId, scheduledSessions.id))
        .where(eq(scheduledSessions.id, sessionId))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * The Session select's options: ended, not cancelled sessions without a recording, of one tutor
     * (`tutorId`) or everyone's (null, an admin), newest first; `lessonId` adds the session that lesson names.
     */
    async listSessionsToRecord(tutorId: number | null, { now, lessonId }: { now: Date; lessonId?: number }) {
      const rows = await db
        .select({
          id: scheduledSessions.id,
          title: scheduledSessions.title,
          subject: scheduledSessions.subject,
          scheduledFor: scheduledSessions.scheduledFor,
          tutorId: scheduledSessions.tutorId,
          tutorName: users.fullName,
          academicYear: sessionYearSql,
        })
        .from(scheduledSessions)
        .leftJoin(recordedLessons, eq(recordedLessons.sessionId, scheduledSessions.id))
        .leftJoin(users, eq(users.id, scheduledSessions.tutorId))
        .where(
          and(
            tutorId === null ? undefined : eq(scheduledSessions.tutorId, tutorId),
            ne(scheduledSessions.status, "cancelled"),
            sql`${sessionEndSql} <= ${at(now)}`,
            or(
              isNull(recordedLessons.id),
              lessonId === undefined ? undefined : eq(recordedLessons.id, lessonId),
            ),
          ),
        )
        .orderBy(desc(scheduledSessions.scheduledFor), desc(scheduledSessions.id))
        .limit(SESSIONS_TO_RECORD_MAX);
      return rows.map((row) => ({ ...row, scheduledFor: row.scheduledFor.toISOString() }));
    },

    /**
     * Sessions whose recording is overdue: ended more than 24 hours before `now`, not cancelled, without a
     * recording; the longest overdue first.
     */
    async listOverdue(now: Date) {
      const rows = await db
        .select({
          sessionId: scheduledSessions.id,
          title: scheduledSessions.title,
          subject: scheduledSessions.subject,
          tutorId: scheduledSessions.tutorId,
          tutorName: users.fullName,
          scheduledFor: scheduledSessions.scheduledFor,
          duration: scheduledSessions.duration,
        })
        .from(scheduledSessions)
        .leftJoin(recordedLessons, eq(recordedLessons.sessionId, scheduledSessions.id))
        .leftJoin(users, eq(users.id, scheduledSessions.tutorId))
        .where(
          and(
            isNull(recordedLessons.id),
            ne(scheduledSessions.status, "cancelled"),
            sql`${sessionEndSql} + ${`${RECORDING_PROMISE_HOURS} hours`}::interval < ${at(now)}`,
          ),
        )
        .orderBy(asc(sessionEndSql), asc(scheduledSessions.id));
      return rows.map(({ scheduledFor, duration, ...row }) => {
        const ended = new Date(scheduledFor.getTime() + duration * 60_000);
        return {
          ...row,
          endedAt: ended.toISOString(),
          dueBy: new Date(ended.getTime() + RECORDING_PROMISE_HOURS * 3_600_000).toISOString(),
        };
      });
    },

    /**
     * Takes the lesson's one "catch up" e-mail round, atomically (one conditional UPDATE): only when it names a
     * session, has its video and a booked child was marked absent, and only the first time. The session's
     * id, or null when there is nothing (more) to send.
     */
    async claimCatchUp(id: number) {
      const rows = await db
        .update(recordedLessons)
        .set({ catchUpSentAt: sql`now()` })
        .where(
          and(
            eq(recordedLessons.id, id),
            isNull(recordedLessons.catchUpSentAt),
            sql`${recordedLessons.sessionId} is not null`,
            sql`${recordedLessons.videoUrl} is not null`,
            sql`exists (select 1 from ${attendance} where ${absentFromSession(recordedLessons.sessionId)})`,
          ),
        )
        .returning({ sessionId: recordedLessons.sessionId });
      return rows[0]?.sessionId ?? null;
    },

    /**
     * The families of the children marked absent from a session they were booked into, each with those
     * children's labels as families see them (the catch-up e-mail names them).
     */
    async listAbsentFamilies(sessionId: number) {
      const rows = await db
        .select({
          userId: users.id,
          email: users.email,
          fullName: users.fullName,
          child: { id: students.id, firstName: students.firstName },
        })
        .from(attendance)
        .innerJoin(students, eq(students.id, attendance.studentId))
        .innerJoin(users, eq(users.id, students.userId))
        .where(absentFromSession(sessionId))
        .orderBy(asc(users.id), asc(students.id));
      const families = new Map<number, { email: string; fullName: string; children: string[] }>();
      for (const row of rows) {
        const family = families.get(row.userId) ?? { email: row.email, fullName: row.fullName, children: [] };
        family.children.push(familyStudentLabel(row.child));
        families.set(row.userId, family);
      }
      return [...families.values()];
    },
  };
}
