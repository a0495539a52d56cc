import { desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type OwnedWriteOutcome, ownedRows, type RowWriter, tutorNameOf } from "../../db/owned-rows.ts";
import { users } from "../users/users.table.ts";
import { recordedLessons, recordedLessonViews } from "./recorded-lessons.table.ts";

type RecordedLessonRow = typeof recordedLessons.$inferSelect;

type RecordedLessonValues = Pick<
  typeof recordedLessons.$inferInsert,
  "title" | "description" | "subject" | "tutorId" | "duration" | "videoUrl" | "thumbnail"
>;

function toRecordedLesson(row: RecordedLessonRow, tutorName: string | null) {
  return { ...row, tutorName, uploadedAt: row.uploadedAt.toISOString() };
}

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
      const rows = await db.update(recordedLessons).set(values).where(writable(id, writer)).returning();
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

    /** Every recorded lesson with its teacher's name, newest first. */
    async list() {
      const rows = await db
        .select({ lesson: getTableColumns(recordedLessons), tutorName: users.fullName })
        .from(recordedLessons)
        .leftJoin(users, eq(users.id, recordedLessons.tutorId))
        .orderBy(desc(recordedLessons.uploadedAt), desc(recordedLessons.id));
      return rows.map((row) => toRecordedLesson(row.lesson, row.tutorName));
    },

    async create(values: RecordedLessonValues) {
      const rows = await db.insert(recordedLessons).values(values).returning();
      return withTutorName(rows[0]!);
    },

    /** The updated lesson, or null when no lesson has this id. */
    async update(id: number, values: RecordedLessonValues) {
      const rows = await db.update(recordedLessons).set(values).where(eq(recordedLessons.id, id)).returning();
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
