import { api } from "#app/lib/api-client.ts";
import type { RoomChatBody, RoomChatMessage } from "#shared/schemas/lesson-room.ts";
import { personPath } from "./room-keys.ts";
import { useRoomMutation } from "./room-mutation.ts";

/** `POST …/room/chat`: a message to everyone in the room. */
export const postChatMessage = (sessionId: number, body: RoomChatBody, participantId?: number) =>
  api.post<RoomChatMessage>(personPath(sessionId, "chat", participantId), body);

export const usePostChatMessage = (sessionId: number, participantId?: number) =>
  useRoomMutation(sessionId, (body: RoomChatBody) => postChatMessage(sessionId, body, participantId));
