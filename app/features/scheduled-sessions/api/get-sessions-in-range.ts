import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { scheduledSessionKeys } from "#app/lib/query-keys.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";

/** `GET /api/scheduled-sessions?from&to`: the sessions starting in a calendar's range. */
export const getSessionsInRange = (from: string, to: string) =>
  api.get<PortalSession[]>(
    `/api/scheduled-sessions?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  );

export const sessionsInRangeQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: scheduledSessionKeys.range(from, to),
    queryFn: () => getSessionsInRange(from, to),
    placeholderData: keepPreviousData,
    // Counts and sessions change under other screens and other people: read them afresh on each visit.
    staleTime: 0,
  });

export const useSessionsInRange = (from: string, to: string) =>
  useQuery(sessionsInRangeQueryOptions(from, to));
