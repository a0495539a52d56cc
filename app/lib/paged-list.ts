/**
 * A list read a page at a time (decisions 039 and 040): the server answers `limit` rows and the next
 * page's cursor in a header; the screen shows the pages one after another and "Show more" asks for the next.
 */
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryKey,
} from "@tanstack/react-query";
import { api, type ListPage } from "./api-client.ts";

/** The URL of one page: the parameters that are set (trimmed, in the given order), then the cursor. */
export function pageUrl(
  path: string,
  params: Record<string, string | null | undefined>,
  cursor: string | null,
) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value?.trim()) query.set(name, value.trim());
  }
  if (cursor) query.set("cursor", cursor);
  return `${path}?${query.toString()}`;
}

/**
 * The query options of a paged list under `queryKey`: the first page without a cursor, each next one with
 * the cursor the page before answered. `keepPrevious` keeps the list on screen while a new search loads.
 */
export function pagedListOptions<T>(
  queryKey: QueryKey,
  urlOf: (cursor: string | null) => string,
  { keepPrevious = false }: { keepPrevious?: boolean } = {},
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => api.getPage<T>(urlOf(pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page: ListPage<T>) => page.nextCursor,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/** The rows of every page loaded so far, in order. */
export const pagedRows = <T>(data: InfiniteData<ListPage<T>> | undefined): T[] =>
  data?.pages.flatMap((page) => page.items) ?? [];
