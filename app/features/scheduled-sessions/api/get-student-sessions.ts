import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { scheduledSessionKeys } from "#app/lib/query-keys.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";

/**
 * What a screen reads of a child's sessions (decision 040): those starting in [from, to) (the schedule's
 * visible week or month grid, ISO date-times), or only those the child is on (its page).
 */
export type StudentSessionsRequest = { from: string; to: string } | { onRoster: true };

const queryOf = (request: StudentSessionsRequest) =>
  "onRoster" in request
    ? "onRoster=true"
    : `from=${encodeURIComponent(request.from)}&to=${encodeURIComponent(request.to)}`;

/**
 * `GET /api/scheduled-sessions/student/{id}` [2§7]: the sessions meant for one child (its own, its year's
 * groups and groups of no year), or, given the family's own account id, for all its children; soonest
 * first, narrowed to what the screen shows.
 */
export const getStudentSessions = (id: number, request: StudentSessionsRequest) =>
  api.get<PortalSession[]>(`/api/scheduled-sessions/student/${id}?${queryOf(request)}`);

export const studentSessionsQueryOptions = (id: number, request: StudentSessionsRequest) =>
  queryOptions({
    queryKey: scheduledSessionKeys.forStudent(id, request),
    queryFn: () => getStudentSessions(id, request),
    // Sessions change under other people's screens: read them afresh on each visit.
    staleTime: 0,
  });

/** `id` is null until the screen knows whose sessions to show (the signed-in account, the chosen child). */
export const useStudentSessions = (id: number | null, request: StudentSessionsRequest) =>
  useQuery({ ...studentSessionsQueryOptions(id ?? 0, request), enabled: id !== null });
