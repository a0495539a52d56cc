import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { LiveSession, LiveSessionBody } from "#shared/schemas/live-sessions.ts";
import { invalidateLiveSessions } from "./invalidate-live-sessions.ts";

export const updateLiveSession = ({ id, body }: { id: number; body: LiveSessionBody }) =>
  api.put<LiveSession>(`/api/live-sessions/${id}`, body);

export function useUpdateLiveSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLiveSession, onSuccess: () => invalidateLiveSessions(queryClient) });
}
