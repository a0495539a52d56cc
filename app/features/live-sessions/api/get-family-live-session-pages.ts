import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { liveSessionKeys } from "#app/lib/query-keys.ts";
import type { LiveSession } from "#shared/schemas/live-sessions.ts";

/** How many live sessions the family's screen asks for at a time (decision 040). */
export const FAMILY_LIVE_SESSIONS_PAGE_SIZE = 20;

/**
 * One page of `GET /api/live-sessions?upcoming=true&academicYear=&limit=&cursor=`: the live and coming
 * sessions the family may see, soonest first, of `grade` and of no year (every year when `grade` is null).
 */
export function familyLiveSessionsPageUrl(grade: string | null, cursor: string | null) {
  const query = new URLSearchParams({ upcoming: "true", limit: String(FAMILY_LIVE_SESSIONS_PAGE_SIZE) });
  if (grade) query.set("academicYear", grade);
  if (cursor) query.set("cursor", cursor);
  return `/api/live-sessions?${query.toString()}`;
}

/** Under the portals' live-session key, so whatever refreshes that list refreshes these pages too. */
export const familyLiveSessionPagesQueryOptions = (grade: string | null) =>
  infiniteQueryOptions({
    queryKey: [...liveSessionKeys.visible, "family-upcoming", grade] as const,
    queryFn: ({ pageParam }) => api.getPage<LiveSession>(familyLiveSessionsPageUrl(grade, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/**
 * The family's live and coming sessions page by page; "Show more" loads the next. `grade` is undefined
 * while the chosen child is not known yet: nothing is fetched.
 */
export function useFamilyLiveSessionPages(grade: string | null | undefined) {
  const query = useInfiniteQuery({
    ...familyLiveSessionPagesQueryOptions(grade ?? null),
    enabled: grade !== undefined,
  });
  return { query, sessions: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
