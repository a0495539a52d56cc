import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys, scheduledSessionKeys } from "#app/lib/query-keys.ts";
import type {
  CreateSessionSeriesBody,
  ScheduledSession,
  ScheduleOwnSessionBody,
  ScheduleSessionBody,
  SessionSeries,
} from "#shared/schemas/scheduled-sessions.ts";

/** The admin's Schedule New Session: `POST /api/admin/scheduled-sessions`. */
export const scheduleSession = (body: ScheduleSessionBody) =>
  api.post<ScheduledSession>("/api/admin/scheduled-sessions", body);

/** A tutor's own group session (decision 050): `POST /api/scheduled-sessions`. */
export const scheduleOwnSession = (body: ScheduleOwnSessionBody) =>
  api.post<ScheduledSession>("/api/scheduled-sessions", body);

/** A weekly series (a tutor's own, or the teacher an admin names): `POST /api/scheduled-sessions/series`. */
export const scheduleSeries = (body: CreateSessionSeriesBody) =>
  api.post<SessionSeries>("/api/scheduled-sessions/series", body);

/** Every list a new session can appear in: the admin's, and the calendars and portals' session lists. */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.scheduledSessions }),
      queryClient.invalidateQueries({ queryKey: adminKeys.liveSessions }),
      queryClient.invalidateQueries({ queryKey: scheduledSessionKeys.all }),
    ]);
}

/** Schedules one session: on the admin's endpoint (`asAdmin`), else as the signed-in tutor. */
export function useScheduleSession(asAdmin = true) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (body: ScheduleSessionBody | ScheduleOwnSessionBody) =>
      asAdmin ? scheduleSession(body as ScheduleSessionBody) : scheduleOwnSession(body),
    onSuccess: refresh,
  });
}

export function useScheduleSeries() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: scheduleSeries, onSuccess: refresh });
}
