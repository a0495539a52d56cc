import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { UnreadCount } from "#shared/schemas/messages.ts";
import { messageKeys, UNREAD_POLL_MS } from "./message-keys.ts";

export const getUnreadCount = () => api.get<UnreadCount>("/api/messages/unread-count");

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.unreadCount,
    queryFn: getUnreadCount,
    refetchInterval: UNREAD_POLL_MS,
  });

/** Unread messages over the account's threads, for the sidebar's badge; nothing is fetched unless `enabled`. */
export const useUnreadMessageCount = (enabled: boolean) =>
  useQuery({ ...unreadCountQueryOptions(), enabled, select: (data) => data.count });
