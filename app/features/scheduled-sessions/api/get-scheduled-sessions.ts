import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { ScheduledSession } from "#shared/schemas/scheduled-sessions.ts";

export const getScheduledSessions = () => api.get<ScheduledSession[]>("/api/admin/scheduled-sessions");

export const scheduledSessionsQueryOptions = queryOptions({
  queryKey: adminKeys.scheduledSessions,
  queryFn: getScheduledSessions,
});

export const useScheduledSessions = () => useQuery(scheduledSessionsQueryOptions);
