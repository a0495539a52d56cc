import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { MESSAGE_SENDER_ROLES } from "#shared/schemas/messages.ts";
import { users } from "../users/users.table.ts";

/**
 * A conversation between one family account and one tutor (decision 028). Both ids are nullable and set
 * to null when an account goes, so a thread outlives an erased family for the safeguarding record (its
 * bodies then read "Message removed"). Read markers are the id of the last message each side has seen,
 * so "unread" needs no clock comparison.
 */
export const messageThreads = pgTable(
  "message_threads",
  {
    id: serial().primaryKey(),
    familyUserId: integer().references(() => users.id, { onDelete: "set null" }),
    tutorId: integer().references(() => users.id, { onDelete: "set null" }),
    familyLastReadMessageId: integer().notNull().default(0),
    tutorLastReadMessageId: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("message_threads_family_tutor_unique").on(table.familyUserId, table.tutorId),
    index().on(table.tutorId),
    index().on(table.lastMessageAt),
  ],
);

/**
 * One message. Senders cannot edit or delete; an admin hides one (`hiddenAt`, `hiddenBy`), keeping its
 * text for audit; erasing a family blanks its bodies and sets `removedAt`.
 */
export const messages = pgTable(
  "messages",
  {
    id: serial().primaryKey(),
    threadId: integer()
      .notNull()
      .references(() => messageThreads.id, { onDelete: "cascade" }),
    senderId: integer().references(() => users.id, { onDelete: "set null" }),
    /** Which side wrote it, kept when the sender's account is gone. */
    senderRole: text({ enum: MESSAGE_SENDER_ROLES }).notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenBy: integer().references(() => users.id, { onDelete: "set null" }),
    removedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.threadId, table.id), index().on(table.senderId)],
);
