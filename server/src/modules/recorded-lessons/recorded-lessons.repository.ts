/**
 * The library of recorded lessons: its pages, a lesson, and the writes of lessons and their views. What the
 * recording promise reads of sessions is `recording-promise.repository.ts`.
 */
import { and, eq, getTableColumns, ilike, isNull, or, type SQLWrapper, sql } from "drizzle-orm";
import type { LibraryPage } from "#shared/schemas/library-page.ts";
import { type Database, isUniqueViolation } from "../../db/client.ts";
import { isoTimestamp } from "../../db/json-rows.ts";
import { containsPattern, newestFirstPages, pageShapeOf } from "../../db/library-page.ts";
import { type OwnedWriteOutcome, ownedRows, type RowWriter, tutorNameOf } from "../../db/owned-rows.ts";
import { runShaped } from "../../db/statement-shapes.ts";
import { users } from "../users/users.table.ts";
import { recordedSessionTaken } from "./recorded-lessons.errors.ts";
import type { RecordingViewer } from "./recorded-lessons.rules.ts";
import {
  recordedLessonSearchText,
  recordedLessons,
  recordedLessonViews,
  recordingVisibleToSql,
} from "./recorded-lessons.table.ts";

type RecordedLessonRow = typeof recordedLessons.$inferSelect;

export type RecordedLessonValues = Pick<
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
  /** Who reads it: a one-to-one lesson's recording is listed only to those who may read it. */
  viewer: RecordingViewer;
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
    /** One lesson with its teacher's name, or null when there is none that `viewer` may read. */
    async findVisible(viewer: RecordingViewer, id: number) {
      const rows = await db
        .select({ lesson: getTableColumns(recordedLessons), tutorName: users.fullName })
        .from(recordedLessons)
        .leftJoin(users, eq(users.id, recordedLessons.tutorId))
        .where(and(eq(recordedLessons.id, id), recordingVisibleToSql(viewer)))
        .limit(1);
      return rows[0] ? toRecordedLesson(rows[0].lesson, rows[0].tutorName) : null;
    },

    /**
     * True when a recording `viewer` may not read shows the stored file `fileUrl` (as its video or thumbnail,
     * found as the housekeeping finds a file's uses), so the file is kept from them as the recording is.
     */
    async fileHiddenFrom(viewer: RecordingViewer, fileUrl: string) {
      const visible = recordingVisibleToSql(viewer);
      if (!visible) return false;
      const names = (column: SQLWrapper) => sql`strpos(${column}, ${fileUrl}) > 0`;
      const rows = await db
        .select({ id: recordedLessons.id })
        .from(recordedLessons)
        .where(
          and(or(names(recordedLessons.videoUrl), names(recordedLessons.thumbnail)), sql`not ${visible}`),
        )
        .limit(1);
      return rows.length > 0;
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
    async recordView(
      viewer: RecordingViewer,
      id: number,
      familyViewer?: { userId: number; companyId: number | null },
    ) {
      const rows = await db
        .update(recordedLessons)
        .set({ views: sql`${recordedLessons.views} + 1` })
        .where(and(eq(recordedLessons.id, id), recordingVisibleToSql(viewer)))
        .returning({ views: recordedLessons.views });
      if (rows[0] && familyViewer) {
        await db.insert(recordedLessonViews).values({ recordedLessonId: id, ...familyViewer });
      }
      return rows[0] ?? null;
    },

    /**
     * The library, newest first, with each teacher's name, narrowed by the query's filters, whole or one
     * page (`limit` rows after `cursor`), as JSON text PostgreSQL builds (decision 038) and the next page's
     * cursor. Every account reads the whole library but the one-to-one lessons' recordings it may not read
     * (`recordingVisibleToSql`).
     */
    async listPage(query: RecordedLessonsListQuery) {
      const page = pageShapeOf(query);
      // A word said twice narrows nothing more; each other word is one more condition (and placeholder).
      const words = [...new Set(query.search?.split(/\s+/).filter(Boolean) ?? [])];
      const wordValues: Record<`word${number}`, string> = Object.fromEntries(
        words.map((word, index) => [`word${index}`, containsPattern(word)]),
      );
      const values: typeof page.values & {
        viewerId: number;
        subject: string | undefined;
        forYear: string | undefined;
      } & typeof wordValues = {
        viewerId: query.viewer.id,
        subject: query.subject || undefined,
        forYear: query.forYear,
        ...page.values,
        ...wordValues,
      };
      // Built once per shape (decision 043): the subject and year filters, how many words, whole list or
      // page, cursor.
      const shape = [
        "recorded-lessons",
        `viewer-${query.viewer.role}`,
        values.subject === undefined ? "any-subject" : "subject",
        values.forYear === undefined ? "every-year" : "for-year",
        `words-${words.length}`,
        ...page.shape,
      ].join(":");
      const result = await runShaped(db, shape, values, (bound) => {
        const where = and(
          recordingVisibleToSql({ role: query.viewer.role, id: bound.viewerId }),
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
  };
}
export type RecordedLessonsRepository = ReturnType<typeof createRecordedLessonsRepository>;
