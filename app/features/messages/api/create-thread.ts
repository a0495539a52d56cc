import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { CreateThreadBody, Thread } from "#shared/schemas/messages.ts";
import { messageKeys } from "./message-keys.ts";

/** A family writes to a tutor: in their thread, made on first use. */
export const createThread = (body: CreateThreadBody) => api.post<Thread>("/api/messages/threads", body);

export function useCreateThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createThread,
    onSuccess: (thread) => {
      queryClient.setQueryData(messageKeys.thread(thread.id), thread);
      return queryClient.invalidateQueries({ queryKey: messageKeys.threads });
    },
  });
}
