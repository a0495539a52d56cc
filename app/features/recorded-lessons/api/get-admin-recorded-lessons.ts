import { useInfiniteQuery } from "@tanstack/react-query";
import { pagedListOptions, pagedRows, pageUrl } from "#app/lib/paged-list.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";

/** How many lessons the admin's Lesson Videos list shows at a time (decision 039). */
export const ADMIN_LESSONS_PAGE_SIZE = 30;

/** `GET /api/admin/recorded-lessons?limit=&cursor=`: one page of every recorded lesson, newest first. */
export const adminLessonsPageUrl = (cursor: string | null) =>
  pageUrl("/api/admin/recorded-lessons", { limit: String(ADMIN_LESSONS_PAGE_SIZE) }, cursor);

export const adminRecordedLessonsQueryOptions = pagedListOptions<RecordedLesson>(
  adminKeys.recordedLessons,
  adminLessonsPageUrl,
);

/** Every recorded lesson page by page; "Show more" loads the next. */
export function useAdminRecordedLessons() {
  const query = useInfiniteQuery(adminRecordedLessonsQueryOptions);
  return { query, lessons: pagedRows(query.data) };
}
