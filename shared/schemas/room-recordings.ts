/**
 * Recordings made by the lesson room and the safeguarding record of every lesson held in it (DECISIONS.md
 * "Recordings made by the room", docs/decisions/054). The room records the tutor's camera, the tutor's
 * screen when shared and the room's sound, never a child's camera; a durable job publishes the session's
 * recorded lesson when the lesson ends.
 */
import { z } from "../zod.ts";

/** The conversion job: `pending` until published, or `failed` after its last try (with the reason). */
export const ROOM_RECORDING_STATUSES = ["pending", "published", "failed"] as const;
export type RoomRecordingStatus = (typeof ROOM_RECORDING_STATUSES)[number];

/** Tries of one conversion before it is shown as failed. */
export const ROOM_RECORDING_MAX_ATTEMPTS = 4;

/** The words the recordings answer with. */
export const ROOM_RECORDING_MESSAGES = {
  nothingRecorded: "Nothing was recorded: the tutor did not send camera, screen or sound in the room.",
  notHeldInRoom: "This session was not held in the lesson room.",
  notFailed: "Only a failed recording can be tried again.",
  removedMessage: "Message removed",
  removedChild: "Removed child",
} as const;

/** The conversion's state, as the admin's overdue list shows it beside a session without a recording. */
export const roomRecordingJobSchema = z.object({
  status: z.enum(ROOM_RECORDING_STATUSES),
  /** True while a server is converting it now (its lease runs). */
  converting: z.boolean(),
  attempts: z.number(),
  /** Why the last try failed; null before any failure. */
  reason: z.string().nullable(),
  queuedAt: z.string(),
  /** When the next try is due (pending only). */
  nextAttemptAt: z.string().nullable(),
});
export type RoomRecordingJob = z.infer<typeof roomRecordingJobSchema>;

/** One stay of one person in the room: the join log's row. */
export const joinLogEntrySchema = z.object({
  participantId: z.number(),
  /** The name shown in the room (a child's label, the tutor's name, "Observer"); "Removed child" after erasure. */
  name: z.string(),
  role: z.enum(["host", "participant", "observer"]),
  enteredAt: z.string(),
  /** Null while still in the room. */
  leftAt: z.string().nullable(),
  leftHow: z.enum(["left", "removed", "dropped", "ended"]).nullable(),
});
export type JoinLogEntry = z.infer<typeof joinLogEntrySchema>;

/** One chat message as kept for audit: a hidden one is marked, with its text; erased families' text is "Message removed". */
export const roomChatRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  role: z.enum(["host", "participant", "observer"]),
  body: z.string(),
  sentAt: z.string(),
  hidden: z.boolean(),
  hiddenAt: z.string().nullable(),
});
export type RoomChatRecord = z.infer<typeof roomChatRecordSchema>;

/** `GET /api/scheduled-sessions/{id}/room/chat-log` (the session's tutor, admins): the chat kept with the session. */
export const roomChatLogSchema = z.object({ sessionId: z.number(), messages: z.array(roomChatRecordSchema) });
export type RoomChatLog = z.infer<typeof roomChatLogSchema>;

/** A session held in the room, as the admin's list of lessons shows it. */
export const roomLessonSummarySchema = z.object({
  sessionId: z.number(),
  title: z.string(),
  subject: z.string(),
  tutorName: z.string().nullable(),
  scheduledFor: z.string(),
  openedAt: z.string(),
  endedAt: z.string().nullable(),
  /** Distinct children who entered. */
  children: z.number(),
  chatMessages: z.number(),
  recording: z.object({ id: z.number(), title: z.string() }).nullable(),
  job: roomRecordingJobSchema.nullable(),
});
export type RoomLessonSummary = z.infer<typeof roomLessonSummarySchema>;

/** `GET /api/admin/room-lessons?page=`: newest first, 20 a page. */
export const ROOM_LESSONS_PAGE_SIZE = 20;
export const roomLessonsPageSchema = z.object({
  items: z.array(roomLessonSummarySchema),
  page: z.number(),
  total: z.number(),
});
export type RoomLessonsPage = z.infer<typeof roomLessonsPageSchema>;

/** `GET /api/admin/room-lessons/{sessionId}`: the safeguarding record of one lesson. */
export const roomLessonRecordSchema = roomLessonSummarySchema.extend({
  joinLog: z.array(joinLogEntrySchema),
  chat: z.array(roomChatRecordSchema),
  /** The recorded lesson's video address (`/api/files/<key>`) when published. */
  videoUrl: z.string().nullable(),
});
export type RoomLessonRecord = z.infer<typeof roomLessonRecordSchema>;
