/**
 * The lesson room's rows (docs/decisions/053): the lesson, its people, their tickets and the chat. Every
 * change of what a state call answers goes through `touch`, which bumps the lesson's `version` and
 * NOTIFYs `room_changed` with the session id, so a state call waiting on any app server wakes up.
 */
import { randomBytes, randomInt } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { RoomParticipantState, RoomRole } from "#shared/schemas/lesson-room.ts";
import type { Database } from "../../db/client.ts";
import { bookings } from "../bookings/bookings.table.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import { students } from "../students/students.table.ts";
import { roomChat, roomLessons, roomParticipants, roomTickets } from "./lesson-room.table.ts";

/** The channel every app server LISTENs on for room changes (payload: the session id). */
export const ROOM_CHANGED_CHANNEL = "room_changed";

/** The most recent chat messages a state answer carries. */
export const ROOM_CHAT_IN_STATE = 500;

/** A random id below 2^48: room and feed ids (exact as JavaScript numbers, unguessable from the session id). */
export const random48 = () => randomInt(1, 2 ** 47) * 2 + randomInt(0, 2);

export type RoomLessonRow = typeof roomLessons.$inferSelect;
export type RoomParticipantRow = typeof roomParticipants.$inferSelect;
export type RoomTicketRow = typeof roomTickets.$inferSelect;

/** Who a participant row is: an adult's account (host, observer) or a child (`studentId`). */
export type RoomPerson = { userId: number; studentId: number | null };

export type NewParticipant = RoomPerson & {
  sessionId: number;
  role: RoomRole;
  displayName: string;
  state: RoomParticipantState;
};

const chatColumns = {
  id: roomChat.id,
  participantId: roomChat.participantId,
  displayName: roomParticipants.displayName,
  role: roomParticipants.role,
  body: roomChat.body,
  sentAt: roomChat.sentAt,
  hiddenAt: roomChat.hiddenAt,
};
export type RoomChatRow = {
  id: number;
  participantId: number;
  displayName: string;
  role: RoomRole;
  body: string;
  sentAt: Date;
  hiddenAt: Date | null;
};

export function createRoomStateRepository(db: Database) {
  /** The participant a person already has in this session's room, or null. */
  async function findParticipant(sessionId: number, person: RoomPerson) {
    const who =
      person.studentId === null
        ? and(eq(roomParticipants.userId, person.userId), isNull(roomParticipants.studentId))
        : eq(roomParticipants.studentId, person.studentId);
    const rows = await db
      .select()
      .from(roomParticipants)
      .where(and(eq(roomParticipants.sessionId, sessionId), who))
      .limit(1);
    return rows[0] ?? null;
  }

  return {
    /**
     * Bumps the lesson's version and tells every app server (NOTIFY `room_changed`, the session id) in
     * one statement; inside a transaction the notice goes out when it commits. Every write that changes
     * what a state call answers calls it (presence changes too).
     */
    async touch(sessionId: number): Promise<void> {
      await db.execute(sql`with bumped as (
          update ${roomLessons} set version = ${roomLessons.version} + 1
          where ${roomLessons.sessionId} = ${sessionId} returning 1)
        select pg_notify(${ROOM_CHANGED_CHANNEL}, ${String(sessionId)}) from bumped`);
    },

    async findLesson(sessionId: number): Promise<RoomLessonRow | null> {
      const rows = await db.select().from(roomLessons).where(eq(roomLessons.sessionId, sessionId)).limit(1);
      return rows[0] ?? null;
    },

    /** The session's lesson, made on first entry with a random room id and secret (a race keeps the first). */
    async openLesson(sessionId: number): Promise<RoomLessonRow> {
      for (let attempt = 0; ; attempt++) {
        const made = await db
          .insert(roomLessons)
          .values({ sessionId, janusRoomId: random48(), roomSecret: randomBytes(24).toString("base64url") })
          .onConflictDoNothing()
          .returning();
        if (made[0]) return made[0];
        const found = await db.select().from(roomLessons).where(eq(roomLessons.sessionId, sessionId));
        if (found[0]) return found[0];
        // Only a room id drawn twice gets here: draw again.
        if (attempt > 5) throw new Error("could not choose a room id");
      }
    },

    /** Ends the lesson once (the first End Lesson or sweep wins); null when it had already ended. */
    async endLesson(sessionId: number, by: number | null, at: Date): Promise<RoomLessonRow | null> {
      const rows = await db
        .update(roomLessons)
        .set({ endedAt: at, endedBy: by })
        .where(and(eq(roomLessons.sessionId, sessionId), isNull(roomLessons.endedAt)))
        .returning();
      return rows[0] ?? null;
    },

    /**
     * The children of the family `familyId` who may enter this session's room: booked into the group
     * session, or the child of the one-to-one session.
     */
    async entitledChildren(sessionId: number, familyId: number) {
      return db
        .select({ id: students.id, firstName: students.firstName })
        .from(students)
        .innerJoin(scheduledSessions, eq(scheduledSessions.id, sessionId))
        .where(
          and(
            eq(students.userId, familyId),
            or(
              eq(scheduledSessions.studentId, students.id),
              and(
                isNull(scheduledSessions.studentId),
                sql`exists (select 1 from ${bookings} where ${bookings.sessionId} = ${sessionId}
                  and ${bookings.studentId} = ${students.id})`,
              ),
            ),
          ),
        )
        .orderBy(asc(students.id));
    },

    findParticipant,

    /**
     * The account's own participant in this room: its host or observer row, or, for a family, the child it
     * took the latest ticket for (a family's calls act for the child whose room its browser entered last),
     * or the one named (`participantId`) when it is the account's.
     */
    async participantOfAccount(sessionId: number, userId: number, participantId?: number) {
      const lastTicket = sql`(select max(${roomTickets.issuedAt}) from ${roomTickets}
        where ${roomTickets.participantId} = ${roomParticipants.id})`;
      const rows = await db
        .select()
        .from(roomParticipants)
        .where(
          and(
            eq(roomParticipants.sessionId, sessionId),
            eq(roomParticipants.userId, userId),
            participantId === undefined ? undefined : eq(roomParticipants.id, participantId),
          ),
        )
        .orderBy(sql`${lastTicket} desc nulls last`, desc(roomParticipants.id))
        .limit(1);
      return rows[0] ?? null;
    },

    async participantById(sessionId: number, id: number) {
      const rows = await db
        .select()
        .from(roomParticipants)
        .where(and(eq(roomParticipants.sessionId, sessionId), eq(roomParticipants.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The person's participant row, made when new (an app-assigned random feed id). */
    async enter(values: NewParticipant): Promise<RoomParticipantRow> {
      for (let attempt = 0; ; attempt++) {
        const made = await db
          .insert(roomParticipants)
          .values({
            ...values,
            feedId: random48(),
            admittedAt: values.state === "admitted" ? new Date() : null,
          })
          .onConflictDoNothing()
          .returning();
        const row = made[0] ?? (await findParticipant(values.sessionId, values));
        if (row) return row;
        if (attempt > 5) throw new Error("could not choose a feed id");
      }
    },

    /** Sets a participant's state (and when it was admitted or removed); the hand goes down unless admitted. */
    async setState(id: number, state: RoomParticipantState, at: Date) {
      await db
        .update(roomParticipants)
        .set({
          state,
          ...(state === "admitted" ? { admittedAt: at } : { handRaisedAt: null }),
          ...(state === "removed" ? { removedAt: at } : {}),
        })
        .where(eq(roomParticipants.id, id));
    },

    /** Admits waiting children (some, or all): the rows admitted. */
    async admit(sessionId: number, ids: number[] | "all", at: Date) {
      return db
        .update(roomParticipants)
        .set({ state: "admitted", admittedAt: at })
        .where(
          and(
            eq(roomParticipants.sessionId, sessionId),
            eq(roomParticipants.state, "waiting"),
            ids === "all" ? undefined : inArray(roomParticipants.id, ids),
          ),
        )
        .returning();
    },

    /** Raises a hand (keeping the first raise's time, so the order holds) or lowers it. */
    async setHand(id: number, raised: boolean, at: Date) {
      await db
        .update(roomParticipants)
        .set({
          handRaisedAt: raised
            ? sql`coalesce(${roomParticipants.handRaisedAt}, ${at.toISOString()}::timestamptz)`
            : null,
        })
        .where(eq(roomParticipants.id, id));
    },

    /** Media flags: the person's own (`microphoneOn`, `cameraOn`) and the host's (`…OffByHost`). */
    async setMedia(
      id: number,
      flags: Partial<
        Pick<RoomParticipantRow, "microphoneOn" | "cameraOn" | "micOffByHost" | "cameraOffByHost">
      >,
    ) {
      await db.update(roomParticipants).set(flags).where(eq(roomParticipants.id, id));
    },

    /** Everyone in the room (every state), in order of entry. */
    participants(sessionId: number) {
      return db
        .select()
        .from(roomParticipants)
        .where(eq(roomParticipants.sessionId, sessionId))
        .orderBy(asc(roomParticipants.id));
    },

    async issueTicket(participantId: number, expiresAt: Date): Promise<RoomTicketRow> {
      const rows = await db
        .insert(roomTickets)
        .values({ id: randomBytes(16).toString("base64url"), participantId, expiresAt })
        .returning();
      return rows[0]!;
    },

    /** The participant's tickets (their room tokens go off the allowed list when it is removed or leaves). */
    ticketsOf(participantId: number) {
      return db.select().from(roomTickets).where(eq(roomTickets.participantId, participantId));
    },

    async latestTicketOf(participantId: number): Promise<RoomTicketRow | null> {
      const rows = await db
        .select()
        .from(roomTickets)
        .where(eq(roomTickets.participantId, participantId))
        .orderBy(desc(roomTickets.issuedAt), desc(roomTickets.id))
        .limit(1);
      return rows[0] ?? null;
    },

    async postChat(sessionId: number, participantId: number, body: string): Promise<RoomChatRow> {
      const [made] = await db.insert(roomChat).values({ sessionId, participantId, body }).returning();
      const rows = await db
        .select(chatColumns)
        .from(roomChat)
        .innerJoin(roomParticipants, eq(roomParticipants.id, roomChat.participantId))
        .where(eq(roomChat.id, made!.id));
      return rows[0]!;
    },

    /** Hides a message of this session (kept for audit); false when there is no such message. */
    async hideChat(sessionId: number, id: number, by: number, at: Date) {
      const rows = await db
        .update(roomChat)
        .set({
          hiddenAt: sql`coalesce(${roomChat.hiddenAt}, ${at.toISOString()}::timestamptz)`,
          hiddenBy: sql`coalesce(${roomChat.hiddenBy}, ${by})`,
        })
        .where(and(eq(roomChat.sessionId, sessionId), eq(roomChat.id, id)))
        .returning({ id: roomChat.id });
      return rows.length > 0;
    },

    /** The session's most recent chat messages (`ROOM_CHAT_IN_STATE`), oldest first. */
    async chat(sessionId: number): Promise<RoomChatRow[]> {
      const rows = await db
        .select(chatColumns)
        .from(roomChat)
        .innerJoin(roomParticipants, eq(roomParticipants.id, roomChat.participantId))
        .where(eq(roomChat.sessionId, sessionId))
        .orderBy(desc(roomChat.id))
        .limit(ROOM_CHAT_IN_STATE);
      return rows.reverse();
    },
  };
}

export type RoomStateRepository = ReturnType<typeof createRoomStateRepository>;
