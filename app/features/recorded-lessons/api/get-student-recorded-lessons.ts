import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { recordedLessonKeys } from "#app/lib/query-keys.ts";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";

/**
 * `GET /api/student/recorded-lessons?limit=&studentId=` [2§7]: the `newest` lessons of the library for the
 * student and parent dashboards, which show the first few (decision 039: one page, not the whole library);
 * with `studentId` (the student screens' chosen child) those of the child's year and of no year (decision 049).
 */
export const getStudentRecordedLessons = (newest: number, studentId: number | null = null) =>
  api.get<RecordedLesson[]>(
    `/api/student/recorded-lessons?limit=${newest}${studentId ? `&studentId=${studentId}` : ""}`,
  );

/** Under the library's key, so whatever refreshes the library refreshes this list too. */
export const studentRecordedLessonsKey = [...recordedLessonKeys.all, "family"] as const;

export const studentRecordedLessonsQueryOptions = (newest: number, studentId: number | null = null) =>
  queryOptions({
    queryKey: [...studentRecordedLessonsKey, newest, studentId],
    queryFn: () => getStudentRecordedLessons(newest, studentId),
  });

/**
 * The newest lessons, of the chosen child's year (`studentId`) or of every year (null); undefined while
 * the chosen child loads: nothing is fetched yet.
 */
export const useStudentRecordedLessons = (newest: number, studentId: number | null | undefined) =>
  useQuery({
    ...studentRecordedLessonsQueryOptions(newest, studentId ?? null),
    enabled: studentId !== undefined,
  });
