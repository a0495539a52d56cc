import { api } from "#app/lib/api-client.ts";
import type { RoomAdmitBody } from "#shared/schemas/lesson-room.ts";
import { roomPath } from "./room-keys.ts";
import { useRoomMutation } from "./room-mutation.ts";

/** `POST …/room/admit` (the host): some waiting children, or all of them. */
export const admitChildren = (sessionId: number, body: RoomAdmitBody) =>
  api.post<void>(`${roomPath(sessionId)}/admit`, body);

export const useAdmitChildren = (sessionId: number) =>
  useRoomMutation(sessionId, (body: RoomAdmitBody) => admitChildren(sessionId, body));
