import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { VISIT_STALE_TIME_MS } from "#app/lib/query-client.ts";
import type { CalendarFeedStatus } from "#shared/schemas/calendar-feed.ts";

/** The family's calendar feed status; only this feature reads or changes it. */
export const calendarFeedKey = ["family", "calendar-feed"] as const;

export const getCalendarFeed = () => api.get<CalendarFeedStatus>("/api/family/calendar-feed");

// Read afresh each time the section shows: "last fetched" is how a family spots a stale subscription.
// The read the server made for this page serves its first draw (decision 057).
export const calendarFeedQueryOptions = queryOptions({
  queryKey: calendarFeedKey,
  queryFn: getCalendarFeed,
  staleTime: VISIT_STALE_TIME_MS,
});

/** Whether the feed is on and when a calendar program last fetched it (never its address). */
export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions);
