import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";

/** Try again: a failed conversion of a session's room recording is due now, with fresh tries (admins). */
export const retryRoomRecording = (sessionId: number) =>
  api.post<void>(`/api/admin/room-recordings/${sessionId}/retry`);

export function useRetryRoomRecording(options: { onSuccess: () => void; onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryRoomRecording,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.overdueRecordings }),
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
