import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { resourceKeys } from "#app/lib/query-keys.ts";
import type { Resource } from "#shared/schemas/resources.ts";

/** `GET /api/resources`: the whole library, newest first; every signed-in account reads it. */
export const getResources = () => api.get<Resource[]>("/api/resources");

export const resourcesQueryOptions = queryOptions({ queryKey: resourceKeys.all, queryFn: getResources });

export const useResources = () => useQuery(resourcesQueryOptions);
