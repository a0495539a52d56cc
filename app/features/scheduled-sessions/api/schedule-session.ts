import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { ScheduledSession, ScheduleSessionBody } from "#shared/schemas/scheduled-sessions.ts";

export const scheduleSession = (body: ScheduleSessionBody) =>
  api.post<ScheduledSession>("/api/admin/scheduled-sessions", body);

export function useScheduleSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleSession,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.scheduledSessions }),
        queryClient.invalidateQueries({ queryKey: adminKeys.liveSessions }),
      ]),
  });
}
