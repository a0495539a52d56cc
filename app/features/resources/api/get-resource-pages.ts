import { useInfiniteQuery } from "@tanstack/react-query";
import { pagedListOptions, pagedRows, pageUrl } from "#app/lib/paged-list.ts";
import { resourceKeys } from "#app/lib/query-keys.ts";
import type { Resource } from "#shared/schemas/resources.ts";

/** How many resources a screen asks for at a time (decision 039). */
export const RESOURCES_PAGE_SIZE = 30;

/**
 * The filters a library screen sends to the server; empty is no filter. `studentId` (the family's reads on
 * the student screens) keeps the chosen child's year group and resources of none (decision 049).
 */
export type ResourcePageFilters = {
  search?: string;
  type?: string;
  subject?: string;
  yearGroup?: string;
  studentId?: string;
};

/** The library's reads: the tutors' and admins' `/api/resources`, the families' `/api/student/resources`. */
export type ResourcesPath = "/api/resources" | "/api/student/resources";

/** The URL of one page: `limit`, the filters that are set, and the cursor of the page before. */
export function resourcePageUrl(path: ResourcesPath, filters: ResourcePageFilters, cursor: string | null) {
  return pageUrl(path, { limit: String(RESOURCES_PAGE_SIZE), ...filters }, cursor);
}

/** Under the library's key, so whatever refreshes the library refreshes these pages too. */
export const resourcePagesQueryOptions = (path: ResourcesPath, filters: ResourcePageFilters) =>
  pagedListOptions<Resource>(
    [...resourceKeys.all, "pages", path, filters],
    (cursor) => resourcePageUrl(path, filters, cursor),
    { keepPrevious: true },
  );

/**
 * The library page by page, newest first, narrowed by `filters` on the server; "Show more" loads the next.
 * Nothing is fetched while `enabled` is false (the chosen child not known yet).
 */
export function useResourcePages(
  path: ResourcesPath,
  filters: ResourcePageFilters,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const query = useInfiniteQuery({ ...resourcePagesQueryOptions(path, filters), enabled });
  return { query, resources: pagedRows(query.data) };
}
