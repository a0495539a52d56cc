import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { VISIT_STALE_TIME_MS } from "#app/lib/query-client.ts";
import { dashboardKeys } from "#app/lib/query-keys.ts";
import type { DashboardSummary } from "#shared/schemas/dashboard.ts";

/** `GET /api/dashboard/summary`: the four counts and the 3 newest recordings [2§2.2]. */
export const getDashboardSummary = () => api.get<DashboardSummary>("/api/dashboard/summary");

export const dashboardSummaryQueryOptions = queryOptions({
  queryKey: dashboardKeys.summary,
  queryFn: getDashboardSummary,
  // Counts and sessions change under other screens and other people: read them afresh on each visit.
  staleTime: VISIT_STALE_TIME_MS,
});

export const useDashboardSummary = () => useQuery(dashboardSummaryQueryOptions);
