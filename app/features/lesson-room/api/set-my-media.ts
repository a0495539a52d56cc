import { api } from "#app/lib/api-client.ts";
import type { RoomMyMediaBody } from "#shared/schemas/lesson-room.ts";
import { roomPath } from "./room-keys.ts";
import { useRoomMutation } from "./room-mutation.ts";

/** `PUT …/room/me`: whether the person's own microphone and camera are on, for everyone's tiles. */
export const setMyMedia = (sessionId: number, body: RoomMyMediaBody) =>
  api.put<void>(`${roomPath(sessionId)}/me`, body);

export const useSetMyMedia = (sessionId: number) =>
  useRoomMutation(sessionId, (body: RoomMyMediaBody) => setMyMedia(sessionId, body));
