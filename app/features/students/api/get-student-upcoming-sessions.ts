import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { studentKeys } from "#app/lib/query-keys.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";

export const getStudentUpcomingSessions = (id: number) =>
  api.get<PortalSession[]>(`/api/students/${id}/upcoming-sessions`);

export const studentUpcomingSessionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: studentKeys.upcomingSessions(id),
    queryFn: () => getStudentUpcomingSessions(id),
  });

/** The child's upcoming sessions with the tutor, soonest first. */
export const useStudentUpcomingSessions = (id: number) => useQuery(studentUpcomingSessionsQueryOptions(id));
