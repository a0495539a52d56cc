import { api } from "#app/lib/api-client.ts";
import { roomPath } from "./room-keys.ts";
import { useRoomMutation } from "./room-mutation.ts";

/** `POST …/room/leave`: the person leaves (a child may come back with a new ticket). */
export const leaveRoom = (sessionId: number) => api.post<void>(`${roomPath(sessionId)}/leave`);

export const useLeaveRoom = (sessionId: number) => useRoomMutation(sessionId, () => leaveRoom(sessionId));
