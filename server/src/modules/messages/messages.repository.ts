import { and, asc, count, desc, eq, gt, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { MessageSenderRole } from "#shared/schemas/messages.ts";
import type { Database } from "../../db/client.ts";
import { tutorsOfLiveSessionsVisibleToFamily } from "../live-sessions/live-sessions.rules.ts";
import { tutorsOfSessionsVisibleTo } from "../scheduled-sessions/scheduled-sessions.rules.ts";
import { users } from "../users/users.table.ts";
import { messages, messageThreads } from "./messages.table.ts";

/** Who reads threads: a family its own, a tutor those addressed to them, an admin every one. */
export type MessageReader = { role: "admin" | "tutor" | "parent"; id: number };

type ThreadRow = typeof messageThreads.$inferSelect;

const familyAccount = alias(users, "family_account");
const tutorAccount = alias(users, "tutor_account");
const sender = alias(users, "sender");
const hider = alias(users, "hider");

/** The threads a reader may open, as a condition inside the query. */
function readableBy(reader: MessageReader): SQL | undefined {
  if (reader.role === "admin") return undefined;
  return reader.role === "tutor"
    ? eq(messageThreads.tutorId, reader.id)
    : eq(messageThreads.familyUserId, reader.id);
}

/** The reader's side of a thread, or null for an admin (who reads every thread but takes no part). */
export function sideOf(reader: MessageReader): MessageSenderRole | null {
  return reader.role === "admin" ? null : reader.role;
}

/** Messages of the other side that the reader has not opened yet, per thread. */
function unreadFor(side: MessageSenderRole): SQL {
  return side === "parent"
    ? and(eq(messages.senderRole, "tutor"), gt(messages.id, messageThreads.familyLastReadMessageId))!
    : and(eq(messages.senderRole, "parent"), gt(messages.id, messageThreads.tutorLastReadMessageId))!;
}

export function createMessagesRepository(db: Database) {
  /**
   * The tutors a family may write to (decision 028): active tutors of a scheduled session it may see (its
   * children's and its years' group sessions, booked ones included) or of a live session it sees.
   */
  function writableTutors(familyUserId: number): SQL {
    const viewer = { role: "parent", id: familyUserId } as const;
    return and(
      eq(users.role, "tutor"),
      eq(users.isActive, true),
      or(
        inArray(users.id, tutorsOfSessionsVisibleTo(db, viewer)),
        inArray(users.id, tutorsOfLiveSessionsVisibleToFamily(db, familyUserId)),
      ),
    )!;
  }

  async function threadsWhere(where: SQL | undefined) {
    return db
      .select({
        thread: messageThreads,
        familyName: familyAccount.fullName,
        tutorName: tutorAccount.fullName,
      })
      .from(messageThreads)
      .leftJoin(familyAccount, eq(familyAccount.id, messageThreads.familyUserId))
      .leftJoin(tutorAccount, eq(tutorAccount.id, messageThreads.tutorId))
      .where(where)
      .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id));
  }

  return {
    /** The tutors a family may write to, by name. */
    listWritableTutors(familyUserId: number) {
      return db
        .select({ id: users.id, fullName: users.fullName, subjects: users.subjects })
        .from(users)
        .where(writableTutors(familyUserId))
        .orderBy(asc(users.fullName), asc(users.id));
    },

    /** Whether the family may write to this tutor. */
    async mayWriteTo(familyUserId: number, tutorId: number) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, tutorId), writableTutors(familyUserId)))
        .limit(1);
      return rows.length > 0;
    },

    /** The reader's threads with their names, newest activity first. */
    listThreads: (reader: MessageReader) => threadsWhere(readableBy(reader)),

    /** One thread the reader may open, or null (another family's, another tutor's, or none). */
    async findThread(reader: MessageReader, id: number) {
      const rows = await threadsWhere(and(eq(messageThreads.id, id), readableBy(reader)));
      return rows[0] ?? null;
    },

    /** The last message of each of these threads. */
    async lastMessages(threadIds: number[]) {
      if (threadIds.length === 0) return [];
      return db
        .selectDistinctOn([messages.threadId])
        .from(messages)
        .where(inArray(messages.threadId, threadIds))
        .orderBy(messages.threadId, desc(messages.id));
    },

    /** Unread messages per thread for one side, over the threads the reader may open. */
    async unreadCounts(reader: MessageReader, threadIds?: number[]) {
      const side = sideOf(reader);
      if (!side) return new Map<number, number>();
      const rows = await db
        .select({ threadId: messages.threadId, unread: count() })
        .from(messages)
        .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
        .where(
          and(
            readableBy(reader),
            unreadFor(side),
            threadIds ? inArray(messages.threadId, threadIds) : undefined,
          ),
        )
        .groupBy(messages.threadId);
      return new Map(rows.map((row) => [row.threadId, row.unread]));
    },

    /** A thread's messages, oldest first, with their senders' and hiders' names. */
    listMessages(threadId: number) {
      return db
        .select({ message: messages, senderName: sender.fullName, hiddenByName: hider.fullName })
        .from(messages)
        .leftJoin(sender, eq(sender.id, messages.senderId))
        .leftJoin(hider, eq(hider.id, messages.hiddenBy))
        .where(eq(messages.threadId, threadId))
        .orderBy(asc(messages.id));
    },

    /** Marks the thread read for one side up to a message (never moves the marker back). */
    async markRead(threadId: number, side: MessageSenderRole, upToMessageId: number) {
      const column =
        side === "parent" ? messageThreads.familyLastReadMessageId : messageThreads.tutorLastReadMessageId;
      await db
        .update(messageThreads)
        .set({
          [side === "parent" ? "familyLastReadMessageId" : "tutorLastReadMessageId"]:
            sql`greatest(${column}, ${upToMessageId})`,
        })
        .where(eq(messageThreads.id, threadId));
    },

    /** The family's thread with the tutor, made on first use (one thread per family and tutor). */
    async findOrCreateThread(familyUserId: number, tutorId: number): Promise<ThreadRow> {
      const inserted = await db
        .insert(messageThreads)
        .values({ familyUserId, tutorId })
        .onConflictDoNothing({ target: [messageThreads.familyUserId, messageThreads.tutorId] })
        .returning();
      if (inserted[0]) return inserted[0];
      const rows = await db
        .select()
        .from(messageThreads)
        .where(and(eq(messageThreads.familyUserId, familyUserId), eq(messageThreads.tutorId, tutorId)))
        .limit(1);
      return rows[0]!;
    },

    /** Whether the other side had already an unread message in the thread (then no new e-mail notice). */
    async hasUnreadFor(threadId: number, side: MessageSenderRole) {
      const rows = await db
        .select({ id: messages.id })
        .from(messages)
        .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
        .where(and(eq(messages.threadId, threadId), unreadFor(side)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Adds a message; the thread's activity time moves and the sender's own side counts it as read.
     */
    async addMessage(input: {
      threadId: number;
      senderId: number;
      senderRole: MessageSenderRole;
      body: string;
    }) {
      return db.transaction(async (tx) => {
        const rows = await tx.insert(messages).values(input).returning();
        const message = rows[0]!;
        await tx
          .update(messageThreads)
          .set({
            lastMessageAt: message.createdAt,
            ...(input.senderRole === "parent"
              ? { familyLastReadMessageId: message.id }
              : { tutorLastReadMessageId: message.id }),
          })
          .where(eq(messageThreads.id, input.threadId));
        return message;
      });
    },

    /** Hides a message, keeping its text; hiding it again keeps the first who and when. Null when missing. */
    async hide(messageId: number, adminId: number) {
      const rows = await db
        .update(messages)
        .set({
          hiddenAt: sql`coalesce(${messages.hiddenAt}, now())`,
          hiddenBy: sql`coalesce(${messages.hiddenBy}, ${adminId})`,
        })
        .where(eq(messages.id, messageId))
        .returning({ id: messages.id, threadId: messages.threadId });
      return rows[0] ?? null;
    },

    /** The other side's account of a thread, for the e-mail notice (null when it is gone or inactive). */
    async recipientOf(thread: ThreadRow, senderRole: MessageSenderRole) {
      const id = senderRole === "parent" ? thread.tutorId : thread.familyUserId;
      if (id === null) return null;
      const rows = await db
        .select({
          email: users.email,
          fullName: users.fullName,
          isActive: users.isActive,
          emailGenerated: users.emailGenerated,
        })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      // A made-up address (bulk generation) has no owner to tell (decision 002).
      return rows[0]?.isActive && !rows[0].emailGenerated ? rows[0] : null;
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
