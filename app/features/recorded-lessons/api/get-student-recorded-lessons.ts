import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { recordedLessonKeys } from "#app/lib/query-keys.ts";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";

/** `GET /api/student/recorded-lessons` [2§7]: the library for the student and parent screens, newest first. */
export const getStudentRecordedLessons = () => api.get<RecordedLesson[]>("/api/student/recorded-lessons");

/** Under the library's key, so whatever refreshes the library refreshes this list too. */
export const studentRecordedLessonsKey = [...recordedLessonKeys.all, "family"] as const;

export const studentRecordedLessonsQueryOptions = queryOptions({
  queryKey: studentRecordedLessonsKey,
  queryFn: getStudentRecordedLessons,
});

export const useStudentRecordedLessons = () => useQuery(studentRecordedLessonsQueryOptions);
