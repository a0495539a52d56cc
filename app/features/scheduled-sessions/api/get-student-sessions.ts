import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { scheduledSessionKeys } from "#app/lib/query-keys.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";

/**
 * `GET /api/scheduled-sessions/student/{id}` [2§7]: every session meant for one child (its own, its year's
 * groups and groups of no year), or, given the family's own account id, for all its children; soonest first.
 */
export const getStudentSessions = (id: number) =>
  api.get<PortalSession[]>(`/api/scheduled-sessions/student/${id}`);

export const studentSessionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: scheduledSessionKeys.forStudent(id),
    queryFn: () => getStudentSessions(id),
    // Sessions change under other people's screens: read them afresh on each visit.
    staleTime: 0,
  });

/** `id` is null until the screen knows whose sessions to show (the signed-in account, the chosen child). */
export const useStudentSessions = (id: number | null) =>
  useQuery({ ...studentSessionsQueryOptions(id ?? 0), enabled: id !== null });
