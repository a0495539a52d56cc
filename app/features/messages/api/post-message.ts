import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { PostMessageBody, Thread } from "#shared/schemas/messages.ts";
import { messageKeys } from "./message-keys.ts";

/** A participant writes in a thread. */
export const postMessage = (threadId: number, body: PostMessageBody) =>
  api.post<Thread>(`/api/messages/threads/${threadId}`, body);

export function usePostMessage(threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostMessageBody) => postMessage(threadId, body),
    onSuccess: (thread) => {
      queryClient.setQueryData(messageKeys.thread(thread.id), thread);
      return queryClient.invalidateQueries({ queryKey: messageKeys.threads });
    },
  });
}
