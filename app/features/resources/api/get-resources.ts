import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { resourceKeys } from "#app/lib/query-keys.ts";
import type { Resource } from "#shared/schemas/resources.ts";

/**
 * `GET /api/resources?search=`: every resource whose title, description or subject holds `search`
 * (case-insensitive), newest first; every signed-in account reads the library (decision 039).
 */
export const getResources = (search: string) =>
  api.get<Resource[]>(`/api/resources?${new URLSearchParams({ search }).toString()}`);

export const resourcesQueryOptions = (search: string) =>
  queryOptions({ queryKey: [...resourceKeys.all, "search", search], queryFn: () => getResources(search) });

export const useResources = (search: string) => useQuery(resourcesQueryOptions(search));
