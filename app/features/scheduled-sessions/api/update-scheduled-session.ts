import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys, scheduledSessionKeys } from "#app/lib/query-keys.ts";
import type {
  ScheduledSession,
  SeriesScope,
  UpdateOwnScheduledSessionBody,
  UpdateScheduledSessionBody,
} from "#shared/schemas/scheduled-sessions.ts";

/** `PUT /api/admin/scheduled-sessions/{id}`: changes a session; status `cancelled` tells its booked families. */
export const updateScheduledSession = (id: number, body: UpdateScheduledSessionBody) =>
  api.put<ScheduledSession>(`/api/admin/scheduled-sessions/${id}`, body);

/**
 * `PUT /api/scheduled-sessions/{id}` (decision 050): a tutor's own session (an admin's any), alone or, with
 * `applyTo: "following"`, with every later session of its series.
 */
export const updateOwnScheduledSession = (id: number, body: UpdateOwnScheduledSessionBody) =>
  api.put<ScheduledSession>(`/api/scheduled-sessions/${id}`, body);

function useRefreshLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.scheduledSessions }),
      queryClient.invalidateQueries({ queryKey: scheduledSessionKeys.all }),
    ]);
}

/** Cancels a session by id (the admin's Cancel session). */
export function useCancelScheduledSession() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (id: number) => updateScheduledSession(id, { status: "cancelled" }),
    onSettled: refresh,
  });
}

/** Cancels a tutor's own session, or it and every later one of its series (`applyTo`). */
export function useCancelOwnSession() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ id, applyTo }: { id: number; applyTo: SeriesScope }) =>
      updateOwnScheduledSession(id, { status: "cancelled", applyTo }),
    onSettled: refresh,
  });
}

/** Saves an Edit of a session: on the admin's endpoint (`asAdmin`), else as the session's tutor. */
export function useUpdateScheduledSession(asAdmin = true) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateOwnScheduledSessionBody }) =>
      // The admin's own endpoint changes one session; a series' later ones go through the shared one.
      asAdmin && body.applyTo !== "following"
        ? updateScheduledSession(id, body)
        : updateOwnScheduledSession(id, body),
    onSettled: refresh,
  });
}
