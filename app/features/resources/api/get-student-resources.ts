import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { resourceKeys } from "#app/lib/query-keys.ts";
import type { Resource } from "#shared/schemas/resources.ts";

/** One folder of the parent's folder browser [2§2.10]; no folder is the whole library. */
export type ResourceFolder = { yearGroup: string; subject: string };

/** `GET /api/student/resources` [2§7]: the library for the student and parent screens, or one folder. */
export function getStudentResources(folder: ResourceFolder | null = null) {
  const query = folder ? `?${new URLSearchParams(folder).toString()}` : "";
  return api.get<Resource[]>(`/api/student/resources${query}`);
}

/** Under the library's key, so whatever refreshes the library refreshes these lists too. */
export const studentResourcesQueryOptions = (folder: ResourceFolder | null = null) =>
  queryOptions({
    queryKey: [...resourceKeys.all, "family", folder?.yearGroup ?? null, folder?.subject ?? null] as const,
    queryFn: () => getStudentResources(folder),
  });

export const useStudentResources = (folder: ResourceFolder | null = null) =>
  useQuery(studentResourcesQueryOptions(folder));
