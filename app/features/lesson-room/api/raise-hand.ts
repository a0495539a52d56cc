import { api } from "#app/lib/api-client.ts";
import { personPath } from "./room-keys.ts";
import { useRoomMutation } from "./room-mutation.ts";

/** A child raises (`POST …/room/hand`) or lowers (`DELETE …/room/hand`) its own hand. */
export function setHand(sessionId: number, raised: boolean, participantId?: number) {
  const path = personPath(sessionId, "hand", participantId);
  return raised ? api.post<void>(path) : api.delete<void>(path);
}

export const useSetHand = (sessionId: number, participantId?: number) =>
  useRoomMutation(sessionId, (raised: boolean) => setHand(sessionId, raised, participantId));
