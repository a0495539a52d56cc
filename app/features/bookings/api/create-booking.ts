import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { scheduledSessionKeys } from "#app/lib/query-keys.ts";
import type { Booking, CreateBookingBody } from "#shared/schemas/bookings.ts";
import { bookingKeys } from "./get-bookings.ts";

/** `POST /api/bookings`: books a child's seat; the sessions' seat counts and the bookings list refresh. */
export const createBooking = (body: CreateBookingBody) => api.post<Booking>("/api/bookings", body);

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: scheduledSessionKeys.all }),
      ]),
  });
}
