import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { LiveSession } from "#shared/schemas/live-sessions.ts";
import { adminKeys } from "./query-keys.ts";

export const getLiveSessions = () => api.get<LiveSession[]>("/api/admin/live-sessions");

export const liveSessionsQueryOptions = queryOptions({
  queryKey: adminKeys.liveSessions,
  queryFn: getLiveSessions,
});

export const useLiveSessions = (enabled = true) => useQuery({ ...liveSessionsQueryOptions, enabled });
