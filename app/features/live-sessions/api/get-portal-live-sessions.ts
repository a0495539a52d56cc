import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { liveSessionKeys } from "#app/lib/query-keys.ts";
import type { LiveSession } from "#shared/schemas/live-sessions.ts";

/** `GET /api/live-sessions`: what the signed-in account may see (a tutor's own, an admin's all). */
export const getPortalLiveSessions = () => api.get<LiveSession[]>("/api/live-sessions");

export const portalLiveSessionsQueryOptions = queryOptions({
  queryKey: liveSessionKeys.visible,
  queryFn: getPortalLiveSessions,
});

export const usePortalLiveSessions = () => useQuery(portalLiveSessionsQueryOptions);
