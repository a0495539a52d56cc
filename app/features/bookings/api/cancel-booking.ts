import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { scheduledSessionKeys } from "#app/lib/query-keys.ts";
import { bookingKeys } from "./get-bookings.ts";

/** `DELETE /api/bookings/{id}`: cancels a booking until the session starts, freeing the seat. */
export const cancelBooking = (id: number) => api.delete<void>(`/api/bookings/${id}`);

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: scheduledSessionKeys.all }),
      ]),
  });
}
