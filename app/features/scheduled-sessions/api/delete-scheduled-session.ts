import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys, scheduledSessionKeys } from "#app/lib/query-keys.ts";

/** `DELETE /api/admin/scheduled-sessions/{id}`: deletes a session without bookings (409 otherwise). */
export const deleteScheduledSession = (id: number) => api.delete<void>(`/api/admin/scheduled-sessions/${id}`);

export function useDeleteScheduledSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScheduledSession,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.scheduledSessions }),
        queryClient.invalidateQueries({ queryKey: scheduledSessionKeys.all }),
      ]),
  });
}
