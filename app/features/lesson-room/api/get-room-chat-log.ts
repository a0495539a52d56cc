import { useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { RoomChatLog } from "#shared/schemas/room-recordings.ts";
import { roomKeys, roomPath } from "./room-keys.ts";

/**
 * `GET /api/scheduled-sessions/{id}/room/chat-log` (the session's tutor, admins): the chat the lesson room
 * kept, hidden messages marked with their text (docs/decisions/054). A session never held in the room is 404.
 */
export const useRoomChatLog = (sessionId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...roomKeys.all(sessionId), "chat-log"] as const,
    queryFn: () => api.get<RoomChatLog>(`${roomPath(sessionId)}/chat-log`),
    enabled,
    retry: false,
  });
