import { useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { scheduledSessionKeys } from "#app/lib/query-keys.ts";
import type { RoomAttendance } from "#shared/schemas/lesson-room.ts";

/**
 * `GET /api/scheduled-sessions/{id}/room/attendance` (the tutor, admins): per child, first entry, last exit
 * and minutes present in the lesson room (decision 053). Kept under the session's detail key, so what
 * refreshes the session refreshes it.
 */
export const useRoomAttendance = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...scheduledSessionKeys.detail(id), "room-attendance"] as const,
    queryFn: () => api.get<RoomAttendance>(`/api/scheduled-sessions/${id}/room/attendance`),
    enabled,
  });
