import { api } from "#app/lib/api-client.ts";
import type { RoomMyMediaBody } from "#shared/schemas/lesson-room.ts";
import { personPath } from "./room-keys.ts";
import { useRoomMutation } from "./room-mutation.ts";

/** `PUT …/room/me`: whether the person's own microphone and camera are on, for everyone's tiles. */
export const setMyMedia = (sessionId: number, body: RoomMyMediaBody, participantId?: number) =>
  api.put<void>(personPath(sessionId, "me", participantId), body);

export const useSetMyMedia = (sessionId: number, participantId?: number) =>
  useRoomMutation(sessionId, (body: RoomMyMediaBody) => setMyMedia(sessionId, body, participantId));
