import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { RosterEntry } from "#shared/schemas/bookings.ts";
import { bookingKeys } from "./get-bookings.ts";

/** `GET /api/scheduled-sessions/{id}/roster`: the children on a session's roster with their marks. */
export const getRoster = (sessionId: number) =>
  api.get<RosterEntry[]>(`/api/scheduled-sessions/${sessionId}/roster`);

export const rosterQueryOptions = (sessionId: number) =>
  queryOptions({ queryKey: bookingKeys.roster(sessionId), queryFn: () => getRoster(sessionId) });

export const useRoster = (sessionId: number) => useQuery(rosterQueryOptions(sessionId));
