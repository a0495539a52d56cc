import { useMutation, useQueryClient } from "@tanstack/react-query";
import { roomKeys } from "./room-keys.ts";

/**
 * A change to the room. Its answer comes back through the state call, which the server wakes on every
 * change; marking the state stale also cuts short the pause the state loop takes after an unchanged answer.
 */
export function useRoomMutation<Variables, Answer>(
  sessionId: number,
  call: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomKeys.state(sessionId) }),
  });
}
