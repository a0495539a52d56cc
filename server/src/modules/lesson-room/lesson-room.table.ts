import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { ROOM_PARTICIPANT_STATES, ROOM_ROLES } from "#shared/schemas/lesson-room.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import { students } from "../students/students.table.ts";
import { users } from "../users/users.table.ts";

/**
 * The lesson room of a session once someone entered it (docs/decisions/053). `janusRoomId` is random (not
 * the session id) and `roomSecret` is the media server's room secret, never sent to a browser. `version`
 * goes up with every change of the room's people, hands or chat: the state calls wait on it, on every app
 * server (NOTIFY `room_changed`). `endedAt` is set by End Lesson or when the room's hours pass.
 */
export const roomLessons = pgTable("room_lessons", {
  sessionId: integer()
    .primaryKey()
    .references(() => scheduledSessions.id, { onDelete: "cascade" }),
  janusRoomId: bigint({ mode: "number" }).notNull().unique(),
  roomSecret: text().notNull(),
  version: bigint({ mode: "number" }).notNull().default(0),
  openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  endedAt: timestamp({ withTimezone: true }),
  endedBy: integer().references(() => users.id, { onDelete: "set null" }),
  registerFilledAt: timestamp({ withTimezone: true }),
});

/**
 * One person in one lesson room: the host (the session's tutor), an observer (an admin) or a child
 * (`studentId`, entered by its family `userId`). `displayName` is the name shown at entry (a child's
 * label, "Observer"). `feedId` is the media server publisher id the app assigned; the events tie it to
 * this row by the ticket's token, never by what the browser says.
 */
export const roomParticipants = pgTable(
  "room_participants",
  {
    id: serial().primaryKey(),
    sessionId: integer()
      .notNull()
      .references(() => scheduledSessions.id, { onDelete: "cascade" }),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    studentId: integer().references(() => students.id, { onDelete: "set null" }),
    role: text({ enum: ROOM_ROLES }).notNull(),
    displayName: text().notNull(),
    state: text({ enum: ROOM_PARTICIPANT_STATES }).notNull(),
    feedId: bigint({ mode: "number" }).notNull(),
    connected: boolean().notNull().default(false),
    microphoneOn: boolean().notNull().default(false),
    cameraOn: boolean().notNull().default(false),
    micOffByHost: boolean().notNull().default(false),
    cameraOffByHost: boolean().notNull().default(false),
    handRaisedAt: timestamp({ withTimezone: true }),
    admittedAt: timestamp({ withTimezone: true }),
    removedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("room_participants_child_unique")
      .on(table.sessionId, table.studentId)
      .where(sql`${table.studentId} is not null`),
    uniqueIndex("room_participants_adult_unique")
      .on(table.sessionId, table.userId)
      .where(sql`${table.studentId} is null`),
    uniqueIndex("room_participants_feed_unique").on(table.feedId),
    index().on(table.studentId),
    index().on(table.userId),
  ],
);

/**
 * A ticket's single-use token: `id` is the `uid` signed into the media server's session token. The first
 * media-server session that presents it claims it (`attachedAt`); a second one is destroyed.
 */
export const roomTickets = pgTable(
  "room_tickets",
  {
    id: text().primaryKey(),
    participantId: integer()
      .notNull()
      .references(() => roomParticipants.id, { onDelete: "cascade" }),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    janusSessionId: bigint({ mode: "number" }),
    attachedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.participantId), index().on(table.janusSessionId)],
);

/** Every entry and exit of a person (children's make the attendance): one interval per stay. */
export const roomPresence = pgTable(
  "room_presence",
  {
    id: serial().primaryKey(),
    participantId: integer()
      .notNull()
      .references(() => roomParticipants.id, { onDelete: "cascade" }),
    janusSessionId: bigint({ mode: "number" }),
    enteredAt: timestamp({ withTimezone: true }).notNull(),
    leftAt: timestamp({ withTimezone: true }),
    leftHow: text({ enum: ["left", "removed", "dropped", "ended"] }),
  },
  (table) => [index().on(table.participantId), index().on(table.janusSessionId)],
);

/** The room's chat, kept with the session; a hidden message keeps its text for audit. */
export const roomChat = pgTable(
  "room_chat",
  {
    id: serial().primaryKey(),
    sessionId: integer()
      .notNull()
      .references(() => scheduledSessions.id, { onDelete: "cascade" }),
    participantId: integer()
      .notNull()
      .references(() => roomParticipants.id, { onDelete: "cascade" }),
    body: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenBy: integer().references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index().on(table.sessionId, table.id),
    check("room_chat_body_length", sql`char_length(${table.body}) between 1 and 500`),
  ],
);
