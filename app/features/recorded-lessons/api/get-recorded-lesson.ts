import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { recordedLessonKeys } from "#app/lib/query-keys.ts";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";

export const getRecordedLesson = (id: number) => api.get<RecordedLesson>(`/api/recorded-lessons/${id}`);

export const recordedLessonQueryOptions = (id: number) =>
  queryOptions({ queryKey: recordedLessonKeys.detail(id), queryFn: () => getRecordedLesson(id) });

/** One lesson; nothing is fetched while `id` is null (an address that names no lesson). */
export const useRecordedLesson = (id: number | null) =>
  useQuery({ ...recordedLessonQueryOptions(id ?? 0), enabled: id !== null });
