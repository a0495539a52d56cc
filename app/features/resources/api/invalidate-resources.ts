import type { QueryClient } from "@tanstack/react-query";
import { dashboardKeys, resourceKeys } from "#app/lib/query-keys.ts";

/** After a write, every list that shows resources: the library and the dashboard's Resources count. */
export const invalidateResources = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.summary }),
  ]);
