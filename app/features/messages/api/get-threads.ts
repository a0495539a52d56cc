import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { ThreadSummary } from "#shared/schemas/messages.ts";
import { MESSAGES_POLL_MS, messageKeys } from "./message-keys.ts";

export const getThreads = () => api.get<ThreadSummary[]>("/api/messages/threads");

export const threadsQueryOptions = () =>
  queryOptions({ queryKey: messageKeys.threads, queryFn: getThreads, refetchInterval: MESSAGES_POLL_MS });

/** The account's threads, unread first; refreshed every few seconds while the page is visible. */
export const useThreads = () => useQuery(threadsQueryOptions());
