/**
 * What a lesson room keeps of a lesson for its safeguarding record (DECISIONS.md "Recordings made by the
 * room", docs/decisions/054): the join log, one row per stay, and the chat with hidden messages marked and
 * their text kept. The tutor's chat log and the admin's record both read them here.
 */
import { asc, eq } from "drizzle-orm";
import type { JoinLogEntry, RoomChatRecord } from "#shared/schemas/room-recordings.ts";
import type { Database } from "../../db/client.ts";
import { roomChat, roomLessons, roomParticipants, roomPresence } from "./lesson-room.table.ts";

export function createRoomRecordRepository(db: Database) {
  return {
    /** True when someone entered the session's room (its lesson was held in the room). */
    async heldInRoom(sessionId: number) {
      const rows = await db
        .select({ sessionId: roomLessons.sessionId })
        .from(roomLessons)
        .where(eq(roomLessons.sessionId, sessionId))
        .limit(1);
      return rows.length > 0;
    },

    /** Every stay in the room, first entered first: who (the name shown in the room), role, in, out, how. */
    async joinLog(sessionId: number): Promise<JoinLogEntry[]> {
      const rows = await db
        .select({
          participantId: roomParticipants.id,
          name: roomParticipants.displayName,
          role: roomParticipants.role,
          enteredAt: roomPresence.enteredAt,
          leftAt: roomPresence.leftAt,
          leftHow: roomPresence.leftHow,
        })
        .from(roomPresence)
        .innerJoin(roomParticipants, eq(roomParticipants.id, roomPresence.participantId))
        .where(eq(roomParticipants.sessionId, sessionId))
        .orderBy(asc(roomPresence.enteredAt), asc(roomPresence.id));
      return rows.map((row) => ({
        ...row,
        enteredAt: row.enteredAt.toISOString(),
        leftAt: row.leftAt?.toISOString() ?? null,
      }));
    },

    /** The chat as kept, oldest first: a hidden message is marked and keeps its text for audit. */
    async chat(sessionId: number): Promise<RoomChatRecord[]> {
      const rows = await db
        .select({
          id: roomChat.id,
          name: roomParticipants.displayName,
          role: roomParticipants.role,
          body: roomChat.body,
          sentAt: roomChat.sentAt,
          hiddenAt: roomChat.hiddenAt,
        })
        .from(roomChat)
        .innerJoin(roomParticipants, eq(roomParticipants.id, roomChat.participantId))
        .where(eq(roomChat.sessionId, sessionId))
        .orderBy(asc(roomChat.id));
      return rows.map((row) => ({
        ...row,
        sentAt: row.sentAt.toISOString(),
        hidden: row.hiddenAt !== null,
        hiddenAt: row.hiddenAt?.toISOString() ?? null,
      }));
    },
  };
}

export type RoomRecordRepository = ReturnType<typeof createRoomRecordRepository>;
