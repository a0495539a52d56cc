import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { ROOM_RECORDING_STATUSES } from "#shared/schemas/room-recordings.ts";
import { recordedLessons } from "../recorded-lessons/recorded-lessons.table.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";

/**
 * The durable job that turns a lesson room's recording into the session's recorded lesson (DECISIONS.md
 * "Recordings made by the room", docs/decisions/054). One row per session held in the room, queued when the
 * lesson ends; every app server's worker claims due rows with one conditional UPDATE (`locked_until` is the
 * lease, renewed while converting), so a conversion runs on one server at a time and is taken over when
 * that server dies. `status` is `pending` until the recorded lesson is published (`published`) or the
 * last try failed (`failed`, `lastError` says why, shown in the admin's overdue list).
 */
export const roomRecordings = pgTable(
  "room_recordings",
  {
    sessionId: integer()
      .primaryKey()
      .references(() => scheduledSessions.id, { onDelete: "cascade" }),
    /** The media server's room the raw files are named after (`videoroom-<room>-user-<feed>-…`). */
    janusRoomId: bigint({ mode: "number" }).notNull(),
    /** Where this app reads the room's raw files (`MediaServer.recordingFolder(room)` when the lesson ended). */
    rawFolder: text().notNull(),
    status: text({ enum: ROOM_RECORDING_STATUSES }).notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    /** The file storage keys of the video and its thumbnail, fixed at queue time so a retry overwrites them. */
    videoKey: text().notNull(),
    thumbnailKey: text().notNull(),
    queuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    recordedLessonId: integer().references(() => recordedLessons.id, { onDelete: "set null" }),
  },
  (table) => [
    index("room_recordings_due_index").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * One recorded part of a lesson: a publish of the tutor's that the app's socket asked the media server to
 * record (docs/decisions/060), under the file name kept here, from the tutor's own media-server session
 * and handle. The recording is made of these parts' files and of no other file in the room's folder.
 */
export const roomRecordingParts = pgTable(
  "room_recording_parts",
  {
    id: serial().primaryKey(),
    sessionId: integer()
      .notNull()
      .references(() => scheduledSessions.id, { onDelete: "cascade" }),
    /** The file name the media server writes the part's files under (`<name>-<audio|video>-<mindex>.mjr`). */
    fileName: text().notNull().unique(),
    janusSessionId: bigint({ mode: "number" }).notNull(),
    handleId: bigint({ mode: "number" }).notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.sessionId)],
);
