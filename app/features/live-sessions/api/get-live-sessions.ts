import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { LiveSession } from "#shared/schemas/live-sessions.ts";

export const getLiveSessions = () => api.get<LiveSession[]>("/api/admin/live-sessions");

export const liveSessionsQueryOptions = queryOptions({
  queryKey: adminKeys.liveSessions,
  queryFn: getLiveSessions,
});

export const useLiveSessions = (enabled = true) => useQuery({ ...liveSessionsQueryOptions, enabled });
