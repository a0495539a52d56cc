import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { OverdueRecording } from "#shared/schemas/recorded-lessons.ts";

/** Sessions ended more than 24 hours ago without a recording, the longest overdue first (admins). */
export const getOverdueRecordings = () => api.get<OverdueRecording[]>("/api/admin/recordings/overdue");

export const overdueRecordingsQueryOptions = queryOptions({
  queryKey: adminKeys.overdueRecordings,
  queryFn: getOverdueRecordings,
});

export const useOverdueRecordings = () => useQuery(overdueRecordingsQueryOptions);
