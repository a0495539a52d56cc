/**
 * A child's place in a lesson's room ended from outside the room (DECISIONS.md "Safeguarding and security":
 * a booking cancelled ends the child's place in the room at once): the bookings' cancellation,
 * by the family or as the family's access ends, calls it through the container. The child is out as one
 * the host removed is: its state says removed, its chat and tickets are refused, its room tokens leave the
 * media server's allowed list and its feed is cut.
 */
import type { MediaServer } from "../media-server/media-server.port.ts";
import { bestEffort, mediaRoomOf, roomAccess } from "./room-access.ts";
import type { RoomStateRepository } from "./room-state.repository.ts";

export type RoomPlacesDeps = {
  rooms: RoomStateRepository;
  media: MediaServer;
  clock?: () => Date;
};

/** The child a cancelled booking held a seat for, in that session (none once its family was erased). */
export type EndedPlace = { sessionId: number; userId: number; studentId: number | null };

export function createRoomPlacesService(deps: RoomPlacesDeps) {
  const { rooms, media } = deps;
  const clock = deps.clock ?? (() => new Date());
  const access = roomAccess(rooms, media);

  return {
    /**
     * Ends the child's place in the session's room, if it entered it: nothing when the room never opened
     * or the child never came, and nothing more for a child already removed. The media server's part
     * follows the change kept, as the host's removal's does.
     */
    async endChildPlace({ sessionId, userId, studentId }: EndedPlace) {
      if (studentId === null) return;
      const lesson = await rooms.findLesson(sessionId);
      if (!lesson) return;
      const child = await rooms.findParticipant(sessionId, { userId, studentId });
      if (child?.role !== "participant" || child.state === "removed") return;
      const now = clock();
      await rooms.setState(child.id, "removed", now);
      await rooms.touch(sessionId);
      await access.disallowAll(lesson, child.id, now);
      await bestEffort(media.kick(mediaRoomOf(lesson), child.feedId));
    },
  };
}

export type RoomPlacesService = ReturnType<typeof createRoomPlacesService>;
