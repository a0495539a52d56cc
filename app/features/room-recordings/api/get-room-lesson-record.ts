import { useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { RoomLessonRecord } from "#shared/schemas/room-recordings.ts";
import { roomLessonKeys } from "./room-lesson-keys.ts";

/**
 * `GET /api/admin/room-lessons/{sessionId}` (admins): one lesson's safeguarding record, its join log, chat
 * (hidden messages marked, their text kept) and recording or the conversion's state (docs/decisions/054).
 */
export const useRoomLessonRecord = (sessionId: number) =>
  useQuery({
    queryKey: roomLessonKeys.record(sessionId),
    queryFn: () => api.get<RoomLessonRecord>(`/api/admin/room-lessons/${sessionId}`),
  });
