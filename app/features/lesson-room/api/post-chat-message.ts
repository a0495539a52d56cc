import { api } from "#app/lib/api-client.ts";
import type { RoomChatBody, RoomChatMessage } from "#shared/schemas/lesson-room.ts";
import { roomPath } from "./room-keys.ts";
import { useRoomMutation } from "./room-mutation.ts";

/** `POST …/room/chat`: a message to everyone in the room. */
export const postChatMessage = (sessionId: number, body: RoomChatBody) =>
  api.post<RoomChatMessage>(`${roomPath(sessionId)}/chat`, body);

export const usePostChatMessage = (sessionId: number) =>
  useRoomMutation(sessionId, (body: RoomChatBody) => postChatMessage(sessionId, body));
