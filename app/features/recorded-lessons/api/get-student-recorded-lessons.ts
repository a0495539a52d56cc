import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { recordedLessonKeys } from "#app/lib/query-keys.ts";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";

/**
 * `GET /api/student/recorded-lessons?limit=` [2§7]: the `newest` lessons of the library for the student and
 * parent dashboards, which show the first few (decision 039: one page, not the whole library).
 */
export const getStudentRecordedLessons = (newest: number) =>
  api.get<RecordedLesson[]>(`/api/student/recorded-lessons?limit=${newest}`);

/** Under the library's key, so whatever refreshes the library refreshes this list too. */
export const studentRecordedLessonsKey = [...recordedLessonKeys.all, "family"] as const;

export const studentRecordedLessonsQueryOptions = (newest: number) =>
  queryOptions({
    queryKey: [...studentRecordedLessonsKey, newest],
    queryFn: () => getStudentRecordedLessons(newest),
  });

export const useStudentRecordedLessons = (newest: number) =>
  useQuery(studentRecordedLessonsQueryOptions(newest));
