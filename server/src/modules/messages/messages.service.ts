/**
 * The rules of parent–tutor messages that span several queries (decision 028): what each reader sees of a
 * thread, who may write, and the e-mail notice that never carries a message's text.
 */

import type { Brand } from "#shared/config/brand.ts";
import {
  HIDDEN_MESSAGE_TEXT,
  MESSAGE_PREVIEW_MAX,
  type Message,
  type MessageSenderRole,
  REMOVED_MESSAGE_TEXT,
  type Thread,
  type ThreadSummary,
} from "#shared/schemas/messages.ts";
import type { appLinks } from "../../config/links.ts";
import type { Mailer } from "../mail/mailer.ts";
import { newMessageEmail } from "../mail/notices.templates.ts";
import type { AttemptLimiter } from "../rate-limits/attempt-limiter.service.ts";
import {
  messageNotFound,
  messageNotParticipant,
  messageThreadClosed,
  messageThreadNotFound,
  messageTutorNotAllowed,
} from "./messages.errors.ts";
import { type MessageReader, type MessagesRepository, sideOf } from "./messages.repository.ts";

type MessageRow = Awaited<ReturnType<MessagesRepository["listMessages"]>>[number]["message"];
type ThreadWithNames = NonNullable<Awaited<ReturnType<MessagesRepository["findThread"]>>>;

/** The refusal once an account has sent too many messages in a short time; `wait` as "3 minutes". */
export const tooManyMessages = (wait: string) =>
  `You have sent a lot of messages in a short time. Please wait ${wait} and try again.`;

/** What the messages service uses, each named (decision 052). */
export type MessagesServiceDeps = {
  repo: MessagesRepository;
  mailer: Mailer;
  brand: Brand;
  links: Pick<ReturnType<typeof appLinks>, "messageThread">;
  /** Messages per account, so one family or tutor cannot flood the other side (or the notice e-mails). */
  sendsPerAccount: Pick<AttemptLimiter, "hit">;
};

/** The text a reader sees: the removed or hidden notice, or (admins, and for hidden ones too) the body. */
function visibleBody(message: MessageRow, reader: MessageReader): string {
  if (message.removedAt) return REMOVED_MESSAGE_TEXT;
  if (message.hiddenAt && reader.role !== "admin") return HIDDEN_MESSAGE_TEXT;
  return message.body;
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MESSAGE_PREVIEW_MAX ? `${flat.slice(0, MESSAGE_PREVIEW_MAX - 1)}…` : flat;
}

function toSummary(
  row: ThreadWithNames,
  last: MessageRow | undefined,
  unreadCount: number,
  reader: MessageReader,
): ThreadSummary {
  return {
    id: row.thread.id,
    familyUserId: row.thread.familyUserId,
    tutorId: row.thread.tutorId,
    familyName: row.familyName,
    tutorName: row.tutorName,
    lastMessagePreview: last ? preview(visibleBody(last, reader)) : "",
    lastMessageAt: row.thread.lastMessageAt.toISOString(),
    unreadCount,
  };
}

export function createMessagesService({ repo, mailer, brand, links, sendsPerAccount }: MessagesServiceDeps) {
  /** E-mails the other side a notice, unless it already had an unread message there (one notice per visit). */
  function notify(
    thread: ThreadWithNames["thread"],
    senderRole: MessageSenderRole,
    senderName: string,
    hadUnread: boolean,
  ) {
    if (hadUnread) return;
    mailer.inBackground(async () => {
      const recipient = await repo.recipientOf(thread, senderRole);
      if (!recipient) return;
      await mailer.send(
        recipient.email,
        "new-message",
        newMessageEmail(brand, {
          fullName: recipient.fullName,
          senderName,
          threadUrl: links.messageThread(thread.id),
        }),
      );
    });
  }

  async function readThread(reader: MessageReader, id: number): Promise<Thread> {
    const row = await repo.findThread(reader, id);
    if (!row) throw messageThreadNotFound();
    const rows = await repo.listMessages(id);
    const side = sideOf(reader);
    const lastId = rows.at(-1)?.message.id ?? 0;
    const unread = (await repo.unreadCounts(reader, [id])).get(id) ?? 0;
    if (side && lastId) await repo.markRead(id, side, lastId);
    const messages: Message[] = rows.map(({ message, senderName, hiddenByName }) => ({
      id: message.id,
      threadId: message.threadId,
      senderRole: message.senderRole,
      senderName,
      body: visibleBody(message, reader),
      createdAt: message.createdAt.toISOString(),
      mine: message.senderId !== null && message.senderId === reader.id,
      hidden: message.hiddenAt !== null,
      hiddenAt: reader.role === "admin" ? (message.hiddenAt?.toISOString() ?? null) : null,
      hiddenByName: reader.role === "admin" ? hiddenByName : null,
      removed: message.removedAt !== null,
    }));
    return {
      ...toSummary(row, rows.at(-1)?.message, unread, reader),
      // The thread was just read: its answer reports what the reader had not seen before opening it.
      canReply: side !== null && row.thread.familyUserId !== null && row.thread.tutorId !== null,
      messages,
    };
  }

  return {
    /** Counts a message the account is about to send; 429 once it has sent too many lately. */
    countSend: (accountId: number) => sendsPerAccount.hit(`messages:${accountId}`),

    listWritableTutors: repo.listWritableTutors,

    /** The reader's threads: unread first, then newest activity. */
    async listThreads(reader: MessageReader): Promise<ThreadSummary[]> {
      const rows = await repo.listThreads(reader);
      const ids = rows.map((row) => row.thread.id);
      const [lasts, unread] = await Promise.all([repo.lastMessages(ids), repo.unreadCounts(reader, ids)]);
      const lastByThread = new Map(lasts.map((message) => [message.threadId, message]));
      const summaries = rows.map((row) =>
        toSummary(row, lastByThread.get(row.thread.id), unread.get(row.thread.id) ?? 0, reader),
      );
      // Stable sort: within each group the query's newest-activity order stays.
      return summaries.sort((a, b) => Number(b.unreadCount > 0) - Number(a.unreadCount > 0));
    },

    readThread,

    async unreadCount(reader: MessageReader) {
      let total = 0;
      for (const unread of (await repo.unreadCounts(reader)).values()) total += unread;
      return { count: total };
    },

    /** A family writes to a tutor it may write to: in their thread, made on first use. */
    async startThread(family: { id: number; fullName: string }, tutorId: number, body: string) {
      if (!(await repo.mayWriteTo(family.id, tutorId))) throw messageTutorNotAllowed();
      const thread = await repo.findOrCreateThread(family.id, tutorId);
      const hadUnread = await repo.hasUnreadFor(thread.id, "tutor");
      await repo.addMessage({ threadId: thread.id, senderId: family.id, senderRole: "parent", body });
      notify(thread, "parent", family.fullName, hadUnread);
      return readThread({ role: "parent", id: family.id }, thread.id);
    },

    /** A participant writes in a thread it may open; anyone else gets 404, an admin 403 (reads only). */
    async reply(writer: MessageReader & { fullName: string }, threadId: number, body: string) {
      const row = await repo.findThread(writer, threadId);
      if (!row) throw messageThreadNotFound();
      const side = sideOf(writer);
      if (!side) throw messageNotParticipant();
      if (row.thread.familyUserId === null || row.thread.tutorId === null) throw messageThreadClosed();
      const other = side === "parent" ? "tutor" : "parent";
      const hadUnread = await repo.hasUnreadFor(threadId, other);
      await repo.addMessage({ threadId, senderId: writer.id, senderRole: side, body });
      notify(row.thread, side, writer.fullName, hadUnread);
      return readThread(writer, threadId);
    },

    /** An admin hides a message; the thread as the admin reads it (404 when the message is missing). */
    async hide(admin: MessageReader, messageId: number) {
      const hidden = await repo.hide(messageId, admin.id);
      if (!hidden) throw messageNotFound();
      return readThread(admin, hidden.threadId);
    },
  };
}
