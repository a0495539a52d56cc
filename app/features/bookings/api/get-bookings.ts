import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { FamilyBooking } from "#shared/schemas/bookings.ts";

export const bookingKeys = {
  all: ["bookings"] as const,
  roster: (sessionId: number) => ["bookings", "roster", sessionId] as const,
};

/** `GET /api/bookings`: the family's bookings, soonest session first. */
export const getBookings = () => api.get<FamilyBooking[]>("/api/bookings");

export const bookingsQueryOptions = queryOptions({ queryKey: bookingKeys.all, queryFn: getBookings });

export const useBookings = () => useQuery(bookingsQueryOptions);
