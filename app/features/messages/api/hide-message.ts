import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { Thread } from "#shared/schemas/messages.ts";
import { messageKeys } from "./message-keys.ts";

/** An admin hides a message (kept for audit); answers the thread as the admin reads it. */
export const hideMessage = (messageId: number) => api.put<Thread>(`/api/admin/messages/${messageId}/hide`);

export function useHideMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideMessage,
    onSuccess: (thread) => {
      queryClient.setQueryData(messageKeys.thread(thread.id), thread);
      return queryClient.invalidateQueries({ queryKey: messageKeys.threads });
    },
  });
}
