import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { scheduledSessionKeys } from "#app/lib/query-keys.ts";
import type { BookSeriesBody, SeriesBooking } from "#shared/schemas/bookings.ts";
import { bookingKeys } from "./get-bookings.ts";

/**
 * `POST /api/bookings/series` (decision 050): books a child into every remaining session of a weekly
 * series; the answer lists the sessions it has a seat in and those that were full.
 */
export const bookSeries = (body: BookSeriesBody) => api.post<SeriesBooking>("/api/bookings/series", body);

export function useBookSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookSeries,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: scheduledSessionKeys.all }),
      ]),
  });
}
