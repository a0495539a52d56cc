import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";

/** How many lessons the admin's Lesson Videos list shows at a time (decision 039). */
export const ADMIN_LESSONS_PAGE_SIZE = 30;

/** `GET /api/admin/recorded-lessons?limit=&cursor=`: one page of every recorded lesson, newest first. */
export const getAdminRecordedLessons = (cursor: string | null) =>
  api.getPage<RecordedLesson>(
    `/api/admin/recorded-lessons?limit=${ADMIN_LESSONS_PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
  );

export const adminRecordedLessonsQueryOptions = infiniteQueryOptions({
  queryKey: adminKeys.recordedLessons,
  queryFn: ({ pageParam }) => getAdminRecordedLessons(pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
});

/** Every recorded lesson page by page; "Show more" loads the next. */
export function useAdminRecordedLessons() {
  const query = useInfiniteQuery(adminRecordedLessonsQueryOptions);
  return { query, lessons: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
