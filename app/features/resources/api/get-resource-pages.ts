import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { resourceKeys } from "#app/lib/query-keys.ts";
import type { Resource } from "#shared/schemas/resources.ts";

/** How many resources a screen asks for at a time (decision 039). */
export const RESOURCES_PAGE_SIZE = 30;

/** The filters a library screen sends to the server; empty is no filter. */
export type ResourcePageFilters = { search?: string; type?: string; subject?: string; yearGroup?: string };

/** The library's reads: the tutors' and admins' `/api/resources`, the families' `/api/student/resources`. */
export type ResourcesPath = "/api/resources" | "/api/student/resources";

/** The URL of one page: `limit`, the filters that are set, and the cursor of the page before. */
export function resourcePageUrl(path: ResourcesPath, filters: ResourcePageFilters, cursor: string | null) {
  const query = new URLSearchParams({ limit: String(RESOURCES_PAGE_SIZE) });
  for (const [name, value] of Object.entries(filters)) {
    if (value?.trim()) query.set(name, value.trim());
  }
  if (cursor) query.set("cursor", cursor);
  return `${path}?${query.toString()}`;
}

/** Under the library's key, so whatever refreshes the library refreshes these pages too. */
export const resourcePagesQueryOptions = (path: ResourcesPath, filters: ResourcePageFilters) =>
  infiniteQueryOptions({
    queryKey: [...resourceKeys.all, "pages", path, filters] as const,
    queryFn: ({ pageParam }) => api.getPage<Resource>(resourcePageUrl(path, filters, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // The list stays on screen while a new search loads.
    placeholderData: keepPreviousData,
  });

/** The library page by page, newest first, narrowed by `filters` on the server; "Show more" loads the next. */
export function useResourcePages(path: ResourcesPath, filters: ResourcePageFilters) {
  const query = useInfiniteQuery(resourcePagesQueryOptions(path, filters));
  return { query, resources: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
