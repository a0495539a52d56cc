/**
 * Who may do what once a room exists (docs/decisions/053), shared by the room's services: a call acts as
 * the account's own participant (never one named by the browser), a removed person is refused with its
 * own words, and nothing changes in a room whose lesson has ended.
 */
import type { MediaRoom, MediaServer } from "../media-server/media-server.port.ts";
import { roomErrors } from "./lesson-room.errors.ts";
import type { RoomLessonRow, RoomStateRepository, RoomTicketRow } from "./room-state.repository.ts";

/**
 * The signed-in account a room call acts for, and which of its people in the room (`participantId`, from
 * `?participant=`: a family may have two children in one lesson); left out, the one it entered last.
 */
export type RoomViewer = { id: number; role: string; participantId?: number | undefined };

/** The media server's handle on a lesson's room. */
export const mediaRoomOf = (lesson: RoomLessonRow): MediaRoom => ({
  room: lesson.janusRoomId,
  secret: lesson.roomSecret,
});

/** A ticket's room token (signed again from its uid and expiry: the same text the ticket carried). */
export const roomTokenOf = (media: MediaServer, lesson: RoomLessonRow, ticket: RoomTicketRow) =>
  media.roomToken(lesson.janusRoomId, ticket.id, ticket.expiresAt);

/**
 * A media-server call whose failure the person should hear of as "not available" (503), not as a fault:
 * the media server may be restarting. Used where nothing was written yet, or where the call is the point.
 */
export async function onMediaServer<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch {
    throw roomErrors.unavailable();
  }
}

/**
 * A media-server call that follows a change already kept (removed, left, ended): the database is what the
 * room goes by (the events service cuts off anyone not admitted who joins), so a failure changes nothing.
 */
export async function bestEffort(call: Promise<unknown>): Promise<void> {
  await call.catch(() => {});
}

export function roomAccess(rooms: RoomStateRepository, media: MediaServer) {
  /** The lesson and the account's own participant in it; 404 for anyone who never entered. */
  async function inRoom(viewer: RoomViewer, sessionId: number) {
    const lesson = await rooms.findLesson(sessionId);
    const me = lesson ? await rooms.participantOfAccount(sessionId, viewer.id, viewer.participantId) : null;
    if (!lesson || !me) throw roomErrors.noRoom();
    return { lesson, me };
  }

  /** In the room now (admitted, host or observer) and the lesson still on. */
  async function admitted(viewer: RoomViewer, sessionId: number) {
    const found = await inRoom(viewer, sessionId);
    if (found.me.state === "removed") throw roomErrors.removed();
    if (found.lesson.endedAt) throw roomErrors.ended();
    if (found.me.state !== "admitted") throw roomErrors.notInRoom();
    return found;
  }

  /** The session's tutor, in its room while the lesson is on (no room at all: 404). */
  async function host(viewer: RoomViewer, sessionId: number) {
    const lesson = await rooms.findLesson(sessionId);
    if (!lesson) throw roomErrors.noRoom();
    const me = await rooms.participantOfAccount(sessionId, viewer.id, viewer.participantId);
    if (me?.role !== "host") throw roomErrors.hostOnly();
    if (lesson.endedAt) throw roomErrors.ended();
    return { lesson, me };
  }

  /** A child of this room the host acts on (`inRoomNow`: admitted, so its media can be moderated). */
  async function child(sessionId: number, participantId: number, inRoomNow = false) {
    const row = await rooms.participantById(sessionId, participantId);
    if (row?.role !== "participant" || (inRoomNow && row.state !== "admitted")) {
      throw roomErrors.participantNotFound();
    }
    return row;
  }

  /** Takes every room token of a person off the room's allowed list (removed, left, or the lesson ended). */
  async function disallowAll(lesson: RoomLessonRow, participantId: number, now: Date) {
    for (const ticket of await rooms.ticketsOf(participantId)) {
      if (ticket.expiresAt <= now) continue;
      await bestEffort(media.disallowToken(mediaRoomOf(lesson), roomTokenOf(media, lesson, ticket)));
    }
  }

  /** Lets a person in: its latest ticket's room token goes on the allowed list. */
  async function allowLatest(lesson: RoomLessonRow, participantId: number) {
    const ticket = await rooms.latestTicketOf(participantId);
    if (ticket)
      await onMediaServer(media.allowToken(mediaRoomOf(lesson), roomTokenOf(media, lesson, ticket)));
  }

  return { inRoom, admitted, host, child, disallowAll, allowLatest };
}

export type RoomAccess = ReturnType<typeof roomAccess>;
