import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { invalidateLiveSessions } from "./invalidate-live-sessions.ts";

export const deleteLiveSession = (id: number) => api.delete<void>(`/api/live-sessions/${id}`);

export function useDeleteLiveSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLiveSession, onSuccess: () => invalidateLiveSessions(queryClient) });
}
