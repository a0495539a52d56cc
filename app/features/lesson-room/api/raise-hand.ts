import { api } from "#app/lib/api-client.ts";
import { roomPath } from "./room-keys.ts";
import { useRoomMutation } from "./room-mutation.ts";

/** A child raises (`POST …/room/hand`) or lowers (`DELETE …/room/hand`) its own hand. */
export const setHand = (sessionId: number, raised: boolean) =>
  raised ? api.post<void>(`${roomPath(sessionId)}/hand`) : api.delete<void>(`${roomPath(sessionId)}/hand`);

export const useSetHand = (sessionId: number) =>
  useRoomMutation(sessionId, (raised: boolean) => setHand(sessionId, raised));
