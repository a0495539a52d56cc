import type { ReactNode } from "react";
import { ApiError, errorMessage } from "#app/lib/api-client.ts";
import { ROOM_ERROR_CODES } from "#shared/schemas/lesson-room.ts";
import { useRoomTicket } from "../api/create-room-ticket.ts";
import { RoomOutcome } from "./room-outcome.tsx";
import { RoomSession } from "./room-session.tsx";

/** A family with several booked children named none: the ticket call asks which one joins. */
const asksForChild = (error: ApiError) => error.code === ROOM_ERROR_CODES.chooseChild;

/**
 * The lesson room of one session (`/room/{sessionId}`, decision 053): asks for a ticket, then shows the
 * waiting room or the room. A refusal shows the server's message; without a media server the room says it
 * is not available, with `unavailableDetails` under it (the session's streaming link, from the route), and
 * a family that must say which child joins gets `childChoice`.
 */
export function LessonRoom({
  sessionId,
  studentId,
  childChoice,
  unavailableDetails,
}: {
  sessionId: number;
  studentId: number | null;
  childChoice: ReactNode;
  unavailableDetails: ReactNode;
}) {
  const ticket = useRoomTicket(sessionId, studentId);
  const error = ticket.error;
  // A refusal ends the stay; a network failure or a media server restarting (503) while in the room is the
  // reconnection's to retry, with longer waits, until it is back.
  const refused = error !== null && (!ticket.data || (error instanceof ApiError && error.status < 500));
  if (refused) {
    if (error instanceof ApiError && (error.status === 503 || error.code === ROOM_ERROR_CODES.unavailable))
      return (
        <RoomOutcome title="The lesson room is not available" message={error.serverMessage}>
          {unavailableDetails}
        </RoomOutcome>
      );
    if (error instanceof ApiError && asksForChild(error))
      return (
        <RoomOutcome title="Who is joining?" message={error.serverMessage}>
          {childChoice}
        </RoomOutcome>
      );
    return <RoomOutcome title="Lesson room" message={errorMessage(error)} />;
  }
  if (!ticket.data) return <RoomOutcome title="Lesson room" message="Joining the lesson…" />;
  return <RoomSession ticket={ticket.data} renewTicket={async () => (await ticket.refetch()).isSuccess} />;
}
