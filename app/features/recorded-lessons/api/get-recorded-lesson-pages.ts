import { useInfiniteQuery } from "@tanstack/react-query";
import { pagedListOptions, pagedRows, pageUrl } from "#app/lib/paged-list.ts";
import { recordedLessonKeys } from "#app/lib/query-keys.ts";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";

/** How many lessons a screen asks for at a time (decision 039). */
export const LESSONS_PAGE_SIZE = 24;

/** The library's reads: the tutors' `/api/recorded-lessons`, the families' `/api/student/recorded-lessons`. */
export type RecordedLessonsPath = "/api/recorded-lessons" | "/api/student/recorded-lessons";

/**
 * The filters a library screen sends to the server: search words, one subject (null: every subject) and, on
 * the student screens, the chosen child, whose year's lessons and those of no year are listed (decision 049).
 */
export type LessonPageFilters = { search: string; subject: string | null; studentId?: number | null };

/** The URL of one page: `limit`, the filters that are set, and the cursor of the page before. */
export function lessonPageUrl(path: RecordedLessonsPath, filters: LessonPageFilters, cursor: string | null) {
  return pageUrl(
    path,
    {
      limit: String(LESSONS_PAGE_SIZE),
      search: filters.search,
      subject: filters.subject,
      studentId: filters.studentId ? String(filters.studentId) : null,
    },
    cursor,
  );
}

/** Under the library's key, so whatever refreshes the library refreshes these pages too. */
export const recordedLessonPagesQueryOptions = (path: RecordedLessonsPath, filters: LessonPageFilters) =>
  pagedListOptions<RecordedLesson>(
    [...recordedLessonKeys.all, "pages", path, filters],
    (cursor) => lessonPageUrl(path, filters, cursor),
    { keepPrevious: true },
  );

/**
 * The library page by page, newest first, narrowed by `filters` on the server; "Show more" loads the next.
 * Nothing is fetched while `enabled` is false (the chosen child not known yet).
 */
export function useRecordedLessonPages(
  path: RecordedLessonsPath,
  filters: LessonPageFilters,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const query = useInfiniteQuery({ ...recordedLessonPagesQueryOptions(path, filters), enabled });
  return { query, lessons: pagedRows(query.data) };
}
