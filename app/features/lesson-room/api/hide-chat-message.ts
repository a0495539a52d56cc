import { api } from "#app/lib/api-client.ts";
import { roomPath } from "./room-keys.ts";
import { useRoomMutation } from "./room-mutation.ts";

/** `POST …/room/chat/{messageId}/hide` (the host, admins): the message stays, kept for audit. */
export const hideChatMessage = (sessionId: number, messageId: number) =>
  api.post<void>(`${roomPath(sessionId)}/chat/${messageId}/hide`);

export const useHideChatMessage = (sessionId: number) =>
  useRoomMutation(sessionId, (messageId: number) => hideChatMessage(sessionId, messageId));
