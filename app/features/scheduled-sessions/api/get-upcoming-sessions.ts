import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { scheduledSessionKeys } from "#app/lib/query-keys.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";

/** `GET /api/scheduled-sessions/upcoming` [2§7]: future sessions, not cancelled, soonest first. */
export const getUpcomingSessions = () => api.get<PortalSession[]>("/api/scheduled-sessions/upcoming");

export const upcomingSessionsQueryOptions = queryOptions({
  queryKey: scheduledSessionKeys.upcoming,
  queryFn: getUpcomingSessions,
  // Counts and sessions change under other screens and other people: read them afresh on each visit.
  staleTime: 0,
});

export const useUpcomingSessions = () => useQuery(upcomingSessionsQueryOptions);
