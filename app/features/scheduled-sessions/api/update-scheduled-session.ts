import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys, scheduledSessionKeys } from "#app/lib/query-keys.ts";
import type { ScheduledSession, UpdateScheduledSessionBody } from "#shared/schemas/scheduled-sessions.ts";

/** `PUT /api/admin/scheduled-sessions/{id}`: changes a session; status `cancelled` tells its booked families. */
export const updateScheduledSession = (id: number, body: UpdateScheduledSessionBody) =>
  api.put<ScheduledSession>(`/api/admin/scheduled-sessions/${id}`, body);

/** Cancels a session by id (the admin's Cancel session). */
export function useCancelScheduledSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => updateScheduledSession(id, { status: "cancelled" }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.scheduledSessions }),
        queryClient.invalidateQueries({ queryKey: scheduledSessionKeys.all }),
      ]),
  });
}

/** Saves the admin's Edit of a session; the lists showing it refresh. */
export function useUpdateScheduledSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateScheduledSessionBody }) =>
      updateScheduledSession(id, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.scheduledSessions }),
        queryClient.invalidateQueries({ queryKey: scheduledSessionKeys.all }),
      ]),
  });
}
