import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { scheduledSessionKeys } from "#app/lib/query-keys.ts";
import type { SessionDay } from "#shared/schemas/scheduled-sessions.ts";

/** A schedule grid's days: its first midnight to the midnight after its last day, in the viewer's time zone. */
export type SessionDaysRequest = { from: string; to: string; timeZone: string };

/**
 * `GET /api/scheduled-sessions/student/{id}/days` (decision 042): how many sessions meant for one child (or,
 * given the family's own account id, for all its children) start on each day of the grid, days with
 * sessions only.
 */
export const getSessionDays = (id: number, { from, to, timeZone }: SessionDaysRequest) =>
  api.get<SessionDay[]>(
    `/api/scheduled-sessions/student/${id}/days?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&timeZone=${encodeURIComponent(timeZone)}`,
  );

export const sessionDaysQueryOptions = (id: number, request: SessionDaysRequest) =>
  queryOptions({
    queryKey: scheduledSessionKeys.daysForStudent(id, request),
    queryFn: () => getSessionDays(id, request),
    // Sessions change under other people's screens: read them afresh on each visit.
    staleTime: 0,
  });

/** `id` is null until the screen knows whose sessions to show (the signed-in account, the chosen child). */
export const useSessionDays = (id: number | null, request: SessionDaysRequest) =>
  useQuery({ ...sessionDaysQueryOptions(id ?? 0, request), enabled: id !== null });
