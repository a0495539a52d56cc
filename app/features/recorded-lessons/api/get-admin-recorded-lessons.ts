import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";

export const getAdminRecordedLessons = () => api.get<RecordedLesson[]>("/api/admin/recorded-lessons");

export const adminRecordedLessonsQueryOptions = queryOptions({
  queryKey: adminKeys.recordedLessons,
  queryFn: getAdminRecordedLessons,
});

export const useAdminRecordedLessons = () => useQuery(adminRecordedLessonsQueryOptions);
