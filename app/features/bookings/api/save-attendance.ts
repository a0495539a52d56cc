import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { AttendanceBody, RosterEntry } from "#shared/schemas/bookings.ts";
import { bookingKeys } from "./get-bookings.ts";

/** `PUT /api/scheduled-sessions/{id}/attendance`: the whole register in one call. */
export const saveAttendance = (sessionId: number, body: AttendanceBody) =>
  api.put<RosterEntry[]>(`/api/scheduled-sessions/${sessionId}/attendance`, body);

export function useSaveAttendance(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AttendanceBody) => saveAttendance(sessionId, body),
    onSuccess: (roster) => queryClient.setQueryData(bookingKeys.roster(sessionId), roster),
  });
}
