import { useInfiniteQuery } from "@tanstack/react-query";
import { pagedListOptions, pagedRows, pageUrl } from "#app/lib/paged-list.ts";
import { liveSessionKeys } from "#app/lib/query-keys.ts";
import type { LiveSession } from "#shared/schemas/live-sessions.ts";

/** How many live sessions the family's screen asks for at a time (decision 040). */
export const FAMILY_LIVE_SESSIONS_PAGE_SIZE = 20;

/**
 * One page of `GET /api/live-sessions?upcoming=true&academicYear=&limit=&cursor=`: the live and coming
 * sessions the family may see, soonest first, of `grade` and of no year (every year when `grade` is null).
 */
export function familyLiveSessionsPageUrl(grade: string | null, cursor: string | null) {
  const params = { upcoming: "true", limit: String(FAMILY_LIVE_SESSIONS_PAGE_SIZE), academicYear: grade };
  return pageUrl("/api/live-sessions", params, cursor);
}

/** Under the portals' live-session key, so whatever refreshes that list refreshes these pages too. */
export const familyLiveSessionPagesQueryOptions = (grade: string | null) =>
  pagedListOptions<LiveSession>([...liveSessionKeys.visible, "family-upcoming", grade], (cursor) =>
    familyLiveSessionsPageUrl(grade, cursor),
  );

/**
 * The family's live and coming sessions page by page; "Show more" loads the next. `grade` is undefined
 * while the chosen child is not known yet: nothing is fetched.
 */
export function useFamilyLiveSessionPages(grade: string | null | undefined) {
  const query = useInfiniteQuery({
    ...familyLiveSessionPagesQueryOptions(grade ?? null),
    enabled: grade !== undefined,
  });
  return { query, sessions: pagedRows(query.data) };
}
