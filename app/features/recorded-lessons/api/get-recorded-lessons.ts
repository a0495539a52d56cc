import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { recordedLessonKeys } from "#app/lib/query-keys.ts";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";

/** The whole library, newest first (every signed-in account reads it). */
export const getRecordedLessons = () => api.get<RecordedLesson[]>("/api/recorded-lessons");

export const recordedLessonsQueryOptions = queryOptions({
  queryKey: recordedLessonKeys.all,
  queryFn: getRecordedLessons,
});

export const useRecordedLessons = () => useQuery(recordedLessonsQueryOptions);
