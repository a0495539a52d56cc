import { desc, eq, getTableColumns } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../users/users.table.ts";
import { recordedLessons } from "./recorded-lessons.table.ts";

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
    const tutor = await db
      .select({ fullName: users.fullName })
      .from(users)
      .where(eq(users.id, row.tutorId))
      .limit(1);
    return toRecordedLesson(row, tutor[0]?.fullName ?? null);
  }

  return {
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
