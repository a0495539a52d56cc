import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { calendarFeedKey } from "./get-calendar-feed.ts";

/** Turns the feed off: its address stops working. */
export const deleteCalendarFeed = () => api.delete<void>("/api/family/calendar-feed");

export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}
