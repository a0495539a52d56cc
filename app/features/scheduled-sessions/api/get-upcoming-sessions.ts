import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { VISIT_STALE_TIME_MS } from "#app/lib/query-client.ts";
import { scheduledSessionKeys } from "#app/lib/query-keys.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";

/** What an upcoming list shows: its `limit` soonest sessions, of one child when `studentId` is given. */
export type UpcomingSessionsRequest = { limit: number; studentId?: number };

/**
 * `GET /api/scheduled-sessions/upcoming?limit=&studentId=` [2§7]: future sessions, not cancelled, soonest
 * first, only as many as the screen lists (decision 040); of one child (or, the family's own account id,
 * of all its children) when `studentId` is given.
 */
export const getUpcomingSessions = ({ limit, studentId }: UpcomingSessionsRequest) =>
  api.get<PortalSession[]>(
    `/api/scheduled-sessions/upcoming?limit=${limit}${studentId === undefined ? "" : `&studentId=${studentId}`}`,
  );

export const upcomingSessionsQueryOptions = (request: UpcomingSessionsRequest) =>
  queryOptions({
    queryKey: scheduledSessionKeys.upcoming(request),
    queryFn: () => getUpcomingSessions(request),
    // Counts and sessions change under other screens and other people: read them afresh on each visit.
    staleTime: VISIT_STALE_TIME_MS,
  });

/** `request` is null until the screen knows whose sessions to show: nothing is fetched. */
export const useUpcomingSessions = (request: UpcomingSessionsRequest | null) =>
  useQuery({ ...upcomingSessionsQueryOptions(request ?? { limit: 1 }), enabled: request !== null });
