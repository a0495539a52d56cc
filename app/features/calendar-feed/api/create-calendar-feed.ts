import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { CalendarFeedUrl } from "#shared/schemas/calendar-feed.ts";
import { calendarFeedKey } from "./get-calendar-feed.ts";

/** Turns the feed on, or replaces its address: the answer is the only time the address is shown. */
export const createCalendarFeed = () => api.post<CalendarFeedUrl>("/api/family/calendar-feed");

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}
