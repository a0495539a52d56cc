import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { DemoData } from "#shared/schemas/users.ts";

/** Whether this install still has the published demo accounts (`GET /api/demo-data`). */
export const demoDataQueryOptions = queryOptions({
  queryKey: ["demo-data"] as const,
  queryFn: () => api.get<DemoData>("/api/demo-data"),
  staleTime: 5 * 60_000,
});

export function useDemoData(enabled: boolean) {
  return useQuery({ ...demoDataQueryOptions, enabled });
}
