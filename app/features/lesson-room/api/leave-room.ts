import { api } from "#app/lib/api-client.ts";
import { personPath } from "./room-keys.ts";
import { useRoomMutation } from "./room-mutation.ts";

/** `POST …/room/leave`: the person leaves (a child may come back with a new ticket). */
export const leaveRoom = (sessionId: number, participantId?: number) =>
  api.post<void>(personPath(sessionId, "leave", participantId));

export const useLeaveRoom = (sessionId: number, participantId?: number) =>
  useRoomMutation(sessionId, () => leaveRoom(sessionId, participantId));
