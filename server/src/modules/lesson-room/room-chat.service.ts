/**
 * The room's chat (DECISIONS.md "The lesson room"): plain text everyone in the room sees, no
 * private messages; the host (and admins) can hide a message, which is kept for audit.
 */
import type { RoomChatMessage } from "#shared/schemas/lesson-room.ts";
import type { MediaServer } from "../media-server/media-server.port.ts";
import { roomErrors } from "./lesson-room.errors.ts";
import { type RoomViewer, roomAccess } from "./room-access.ts";
import type { RoomStateRepository } from "./room-state.repository.ts";
import { toRoomChatMessage } from "./room-view.ts";

export type RoomChatDeps = { rooms: RoomStateRepository; media: MediaServer; clock?: () => Date };

export function createRoomChatService(deps: RoomChatDeps) {
  const { rooms } = deps;
  const clock = deps.clock ?? (() => new Date());
  const access = roomAccess(rooms, deps.media);

  return {
    /** `POST …/room/chat`: the host, admitted children and the observer (the text already 1–500, trimmed). */
    async post(viewer: RoomViewer, sessionId: number, text: string): Promise<RoomChatMessage> {
      const { me } = await access.admitted(viewer, sessionId);
      const message = await rooms.postChat(sessionId, me.id, text);
      await rooms.touch(sessionId);
      return toRoomChatMessage(message, true);
    },

    /** `POST …/room/chat/{id}/hide`: the host in its room, or any admin. */
    async hide(viewer: RoomViewer, sessionId: number, messageId: number) {
      if (viewer.role !== "admin") await access.host(viewer, sessionId);
      const hidden = await rooms.hideChat(sessionId, messageId, viewer.id, clock());
      if (!hidden) throw roomErrors.messageNotFound();
      await rooms.touch(sessionId);
    },
  };
}

export type RoomChatService = ReturnType<typeof createRoomChatService>;
