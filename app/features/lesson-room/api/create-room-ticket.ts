import { useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { RoomTicket, RoomTicketBody } from "#shared/schemas/lesson-room.ts";
import { roomKeys, roomPath } from "./room-keys.ts";

/** `POST /api/scheduled-sessions/{id}/room`: the person's ticket into the room (decision 053). */
export const createRoomTicket = (sessionId: number, body: RoomTicketBody) =>
  api.post<RoomTicket>(roomPath(sessionId), body);

/**
 * The ticket, asked for once when the room opens and again (`refetch`) when the connection dropped: a
 * ticket's tokens are single use, so it is never shared with another page and forgotten once unused.
 */
export const useRoomTicket = (sessionId: number, studentId: number | null) =>
  useQuery({
    queryKey: roomKeys.ticket(sessionId, studentId),
    queryFn: () => createRoomTicket(sessionId, studentId === null ? {} : { studentId }),
    gcTime: 0,
  });
