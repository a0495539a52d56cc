import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { Thread } from "#shared/schemas/messages.ts";
import { MESSAGES_POLL_MS, messageKeys } from "./message-keys.ts";

export const getThread = (id: number) => api.get<Thread>(`/api/messages/threads/${id}`);

export const threadQueryOptions = (id: number) =>
  queryOptions({
    queryKey: messageKeys.thread(id),
    queryFn: () => getThread(id),
    refetchInterval: MESSAGES_POLL_MS,
  });

/** One thread with its messages (opening it marks it read); new messages arrive without a reload. */
export const useThread = (id: number | null) =>
  useQuery({ ...threadQueryOptions(id ?? 0), enabled: id !== null });
