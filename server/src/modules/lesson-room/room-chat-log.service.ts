/**
 * The chat a lesson room kept, for the session's tutor after (or during) the lesson and for admins
 * (docs/decisions/054 "Safeguarding record and erasure"): every message with hidden ones marked and their
 * text kept. Families never read it here: they saw the chat in the room.
 */
import type { RoomChatLog } from "#shared/schemas/room-recordings.ts";
import type { SessionUser } from "../../http/session-user.ts";
import { scheduledSessionNotFound } from "../scheduled-sessions/scheduled-sessions.errors.ts";
import type { PortalSessionReads } from "../scheduled-sessions/scheduled-sessions.rules.ts";
import { roomErrors } from "./lesson-room.errors.ts";
import type { RoomRecordRepository } from "./room-record.repository.ts";

export type RoomChatLogDeps = {
  recordRepo: Pick<RoomRecordRepository, "heldInRoom" | "chat">;
  sessions: Pick<PortalSessionReads, "findById">;
};

export function createRoomChatLogService({ recordRepo, sessions }: RoomChatLogDeps) {
  return {
    /** Unknown session 404, another tutor's 403, a session never held in the room 404 with its words. */
    async chatLog(viewer: Pick<SessionUser, "id" | "role">, sessionId: number): Promise<RoomChatLog> {
      const session = await sessions.findById(sessionId);
      if (!session) throw scheduledSessionNotFound();
      if (viewer.role !== "admin" && session.tutorId !== viewer.id) throw roomErrors.chatLogOtherTutor();
      if (!(await recordRepo.heldInRoom(sessionId))) throw roomErrors.notHeldInRoom();
      return { sessionId, messages: await recordRepo.chat(sessionId) };
    },
  };
}

export type RoomChatLogService = ReturnType<typeof createRoomChatLogService>;
