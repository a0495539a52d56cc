import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { LiveSession, LiveSessionBody } from "#shared/schemas/live-sessions.ts";
import { invalidateLiveSessions } from "./invalidate-live-sessions.ts";

/** `POST /api/live-sessions`: the server makes the signed-in account its owner. */
export const createLiveSession = (body: LiveSessionBody) => api.post<LiveSession>("/api/live-sessions", body);

export function useCreateLiveSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLiveSession, onSuccess: () => invalidateLiveSessions(queryClient) });
}
