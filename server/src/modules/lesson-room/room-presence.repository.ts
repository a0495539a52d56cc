/**
 * Who is in a lesson room, from the media server's events (docs/decisions/053 "Attendance from the
 * room"): tickets claimed by the first media-server session, and one `room_presence` row per stay. The
 * writes are idempotent, as the media server posts an event again when its first post failed.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import { roomLessons, roomParticipants, roomPresence, roomTickets } from "./lesson-room.table.ts";

/** How a stay ended: left by itself, removed by the host, dropped (session lost, server restarted), ended. */
export type LeftHow = "left" | "removed" | "dropped" | "ended";

export function createRoomPresenceRepository(db: Database) {
  /** Marks the participants of the stays just closed as no longer connected; answers their sessions. */
  async function disconnected(closed: Array<{ participantId: number }>) {
    if (closed.length === 0) return [];
    const ids = [...new Set(closed.map((row) => row.participantId))];
    const rows = await db
      .update(roomParticipants)
      .set({ connected: false })
      .where(inArray(roomParticipants.id, ids))
      .returning({ sessionId: roomParticipants.sessionId });
    return [...new Set(rows.map((row) => row.sessionId))];
  }

  return {
    /** A ticket by its uid, with its participant and the lesson it is for (null when unknown). */
    async findTicket(uid: string) {
      const rows = await db
        .select({ ticket: roomTickets, participant: roomParticipants, lesson: roomLessons })
        .from(roomTickets)
        .innerJoin(roomParticipants, eq(roomParticipants.id, roomTickets.participantId))
        .innerJoin(roomLessons, eq(roomLessons.sessionId, roomParticipants.sessionId))
        .where(eq(roomTickets.id, uid))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Whether the account holds a ticket it can still use now: unexpired, its person not removed, its
     * lesson not ended (a media socket opens only for such an account).
     */
    async hasLiveTicket(userId: number, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: roomTickets.id })
        .from(roomTickets)
        .innerJoin(roomParticipants, eq(roomParticipants.id, roomTickets.participantId))
        .innerJoin(roomLessons, eq(roomLessons.sessionId, roomParticipants.sessionId))
        .where(
          and(
            eq(roomParticipants.userId, userId),
            sql`${roomTickets.expiresAt} > ${now.toISOString()}`,
            sql`${roomParticipants.state} <> 'removed'`,
            isNull(roomLessons.endedAt),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** The open stays of lessons still on, with their rooms' handles: what the media server is asked about. */
    async openStays() {
      return db
        .select({
          sessionId: roomLessons.sessionId,
          janusRoomId: roomLessons.janusRoomId,
          roomSecret: roomLessons.roomSecret,
          feedId: roomParticipants.feedId,
          enteredAt: roomPresence.enteredAt,
        })
        .from(roomPresence)
        .innerJoin(roomParticipants, eq(roomParticipants.id, roomPresence.participantId))
        .innerJoin(roomLessons, eq(roomLessons.sessionId, roomParticipants.sessionId))
        .where(and(isNull(roomPresence.leftAt), isNull(roomLessons.endedAt)))
        .orderBy(asc(roomLessons.sessionId));
    },

    /** The lesson held in a media-server room (null when the room is not one of this app's lessons). */
    async findLessonByRoom(janusRoomId: number) {
      const rows = await db
        .select()
        .from(roomLessons)
        .where(eq(roomLessons.janusRoomId, janusRoomId))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Claims a ticket for a media-server session: the first session to present it keeps it. Answers the
     * session that holds it afterwards (this one, or the one that claimed it first).
     */
    async claimTicket(uid: string, janusSessionId: number, at: Date) {
      const claimed = await db
        .update(roomTickets)
        .set({ janusSessionId, attachedAt: at })
        .where(and(eq(roomTickets.id, uid), isNull(roomTickets.janusSessionId)))
        .returning({ janusSessionId: roomTickets.janusSessionId });
      if (claimed[0]) return janusSessionId;
      const rows = await db
        .select({ janusSessionId: roomTickets.janusSessionId })
        .from(roomTickets)
        .where(eq(roomTickets.id, uid));
      return rows[0]?.janusSessionId ?? null;
    },

    /**
     * Opens a stay entered at `at` and marks the participant connected, in one transaction. A stay already
     * entered at that moment (the same event posted again) is not opened twice; answers whether one opened.
     */
    async enter(participantId: number, janusSessionId: number | null, at: Date) {
      return db.transaction(async (tx) => {
        // The participant's row is locked first, so the same event posted twice at once opens one stay.
        await tx
          .select({ id: roomParticipants.id })
          .from(roomParticipants)
          .where(eq(roomParticipants.id, participantId))
          .for("update");
        const already = await tx
          .select({ id: roomPresence.id })
          .from(roomPresence)
          .where(and(eq(roomPresence.participantId, participantId), eq(roomPresence.enteredAt, at)))
          .limit(1);
        if (already.length > 0) return false;
        await tx.insert(roomPresence).values({ participantId, janusSessionId, enteredAt: at });
        await tx
          .update(roomParticipants)
          .set({ connected: true })
          .where(eq(roomParticipants.id, participantId));
        return true;
      });
    },

    /**
     * Closes the open stay of the publisher `feedId` in the media-server room `janusRoomId` (entered by `at`):
     * answers the sessions whose room changed (none when it was closed already).
     */
    async closeByFeed(janusRoomId: number, feedId: number, at: Date, how: LeftHow) {
      const participant = db
        .select({ id: roomParticipants.id })
        .from(roomParticipants)
        .innerJoin(roomLessons, eq(roomLessons.sessionId, roomParticipants.sessionId))
        .where(and(eq(roomParticipants.feedId, feedId), eq(roomLessons.janusRoomId, janusRoomId)));
      const closed = await db
        .update(roomPresence)
        .set({ leftAt: at, leftHow: how })
        .where(
          and(
            inArray(roomPresence.participantId, participant),
            isNull(roomPresence.leftAt),
            lte(roomPresence.enteredAt, at),
          ),
        )
        .returning({ participantId: roomPresence.participantId });
      return disconnected(closed);
    },

    /** Closes the open stays of a media-server session that is gone (as dropped); answers the sessions changed. */
    async closeBySession(janusSessionId: number, at: Date) {
      const closed = await db
        .update(roomPresence)
        .set({
          leftAt: sql`greatest(${roomPresence.enteredAt}, ${at.toISOString()}::timestamptz)`,
          leftHow: "dropped",
        })
        .where(and(eq(roomPresence.janusSessionId, janusSessionId), isNull(roomPresence.leftAt)))
        .returning({ participantId: roomPresence.participantId });
      return disconnected(closed);
    },

    /** Closes every open stay (the media server restarted: its rooms are gone); answers the sessions changed. */
    async closeAll(at: Date) {
      const closed = await db
        .update(roomPresence)
        .set({
          leftAt: sql`greatest(${roomPresence.enteredAt}, ${at.toISOString()}::timestamptz)`,
          leftHow: "dropped",
        })
        .where(isNull(roomPresence.leftAt))
        .returning({ participantId: roomPresence.participantId });
      return disconnected(closed);
    },

    /** Closes the open stays of one lesson as ended; answers whether any was open. */
    async closeLesson(sessionId: number, at: Date) {
      const inLesson = db
        .select({ id: roomParticipants.id })
        .from(roomParticipants)
        .where(eq(roomParticipants.sessionId, sessionId));
      const closed = await db
        .update(roomPresence)
        .set({
          leftAt: sql`greatest(${roomPresence.enteredAt}, ${at.toISOString()}::timestamptz)`,
          leftHow: "ended",
        })
        .where(and(inArray(roomPresence.participantId, inLesson), isNull(roomPresence.leftAt)))
        .returning({ participantId: roomPresence.participantId });
      return (await disconnected(closed)).length > 0;
    },

    /** The children's stays in a lesson's room, by child, oldest first. */
    childStays(sessionId: number) {
      return db
        .select({
          studentId: sql<number>`${roomParticipants.studentId}`,
          enteredAt: roomPresence.enteredAt,
          leftAt: roomPresence.leftAt,
        })
        .from(roomPresence)
        .innerJoin(roomParticipants, eq(roomParticipants.id, roomPresence.participantId))
        .where(and(eq(roomParticipants.sessionId, sessionId), isNotNull(roomParticipants.studentId)))
        .orderBy(asc(roomPresence.enteredAt), asc(roomPresence.id));
    },

    /**
     * What the recording job reads of a lesson (docs/decisions/054): the host's stays in order (a stay
     * still open counts to `until`); none without a host.
     */
    async recordingInputs(sessionId: number, until: Date) {
      const people = await db
        .select({ id: roomParticipants.id, role: roomParticipants.role })
        .from(roomParticipants)
        .where(eq(roomParticipants.sessionId, sessionId));
      const host = people.find((person) => person.role === "host") ?? null;
      const stays = host
        ? await db
            .select({ from: roomPresence.enteredAt, to: roomPresence.leftAt })
            .from(roomPresence)
            .where(eq(roomPresence.participantId, host.id))
            .orderBy(asc(roomPresence.enteredAt), asc(roomPresence.id))
        : [];
      return { hostStays: stays.map((stay) => ({ from: stay.from, to: stay.to ?? until })) };
    },

    /** When the lesson ended (null while it goes on, or when no one entered its room). */
    async lessonOf(sessionId: number) {
      const rows = await db.select().from(roomLessons).where(eq(roomLessons.sessionId, sessionId)).limit(1);
      return rows[0] ?? null;
    },

    /** Notes that the register was filled from the room (once). */
    async registerFilled(sessionId: number, at: Date) {
      await db
        .update(roomLessons)
        .set({ registerFilledAt: at })
        .where(and(eq(roomLessons.sessionId, sessionId), isNull(roomLessons.registerFilledAt)));
    },

    /**
     * Lessons whose room's hours passed (30 minutes after the session's end) without End Lesson: the
     * sessions the sweeper ends, a few at a time.
     */
    async lessonsPastClose(now: Date, limit = 50) {
      const closesAt = sql`${scheduledSessions.scheduledFor} + (${scheduledSessions.duration} + 30) * interval '1 minute'`;
      const rows = await db
        .select({ sessionId: roomLessons.sessionId })
        .from(roomLessons)
        .innerJoin(scheduledSessions, eq(scheduledSessions.id, roomLessons.sessionId))
        .where(and(isNull(roomLessons.endedAt), sql`${closesAt} < ${now.toISOString()}::timestamptz`))
        .orderBy(asc(roomLessons.sessionId))
        .limit(limit);
      return rows.map((row) => row.sessionId);
    },

    /**
     * Lessons ended more than a minute before `now` whose register was not filled (the fill failed after
     * the end was written): the sweeper fills them, at the time they ended.
     */
    async lessonsEndedUnfilled(now: Date, limit = 50) {
      const settled = new Date(now.getTime() - 60_000).toISOString();
      const rows = await db
        .select({ sessionId: roomLessons.sessionId, endedAt: roomLessons.endedAt })
        .from(roomLessons)
        .where(
          and(isNull(roomLessons.registerFilledAt), sql`${roomLessons.endedAt} < ${settled}::timestamptz`),
        )
        .orderBy(asc(roomLessons.sessionId))
        .limit(limit);
      return rows.flatMap(({ sessionId, endedAt }) => (endedAt ? [{ sessionId, endedAt }] : []));
    },
  };
}

export type RoomPresenceRepository = ReturnType<typeof createRoomPresenceRepository>;
