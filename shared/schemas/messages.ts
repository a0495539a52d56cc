/**
 * Parent–tutor messages (DECISIONS.md "Parent–tutor messages (safeguarding)", decision 028): threads are
 * family ↔ tutor only, every thread is readable by admins, bodies are plain text shown as text.
 */
import { z } from "../zod.ts";
import { rowIdField } from "./common.ts";
import { MESSAGE_BODY_MAX } from "./message-words.ts";

export {
  HIDDEN_MESSAGE_TEXT,
  MESSAGE_BODY_MAX,
  REMOVED_MESSAGE_TEXT,
  SAFEGUARDING_NOTICE,
} from "./message-words.ts";

/** The characters of the last message a thread list shows. */
export const MESSAGE_PREVIEW_MAX = 120;

/** Which side of a thread wrote a message. */
export const MESSAGE_SENDER_ROLES = ["parent", "tutor"] as const;
export type MessageSenderRole = (typeof MESSAGE_SENDER_ROLES)[number];

export const messageBodyField = z
  .string("Please write a message")
  .trim()
  .min(1, "Please write a message")
  .max(MESSAGE_BODY_MAX, `A message can be at most ${MESSAGE_BODY_MAX} characters`);

/** `POST /api/messages/threads`: a family starts (or continues) its thread with a tutor. */
export const createThreadBodySchema = z.object({
  tutorId: rowIdField("Please choose a teacher"),
  body: messageBodyField,
});
export type CreateThreadBody = z.input<typeof createThreadBodySchema>;

/** `POST /api/messages/threads/{id}`: a participant answers in a thread. */
export const postMessageBodySchema = z.object({ body: messageBodyField });
export type PostMessageBody = z.input<typeof postMessageBodySchema>;

/** A thread as the list shows it, from the reader's side. */
export const threadSummarySchema = z.object({
  id: z.number(),
  familyUserId: z.number().nullable(),
  tutorId: z.number().nullable(),
  /** Null once the account is gone (an erased family, a removed tutor). */
  familyName: z.string().nullable(),
  tutorName: z.string().nullable(),
  /** The last message, shortened, as text (the hidden or removed notice when it is one). */
  lastMessagePreview: z.string(),
  lastMessageAt: z.string(),
  /** Messages of the other side since the reader last opened the thread (0 for admins). */
  unreadCount: z.number(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

export const messageSchema = z.object({
  id: z.number(),
  threadId: z.number(),
  senderRole: z.enum(MESSAGE_SENDER_ROLES),
  senderName: z.string().nullable(),
  /** Plain text. Families and tutors get the hidden notice in place of a hidden message; admins its text. */
  body: z.string(),
  createdAt: z.string(),
  /** Written by the reader. */
  mine: z.boolean(),
  hidden: z.boolean(),
  /** When and by whom it was hidden: admins only (null for everyone else). */
  hiddenAt: z.string().nullable(),
  hiddenByName: z.string().nullable(),
  removed: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/** One thread with its messages, oldest first. */
export const threadSchema = threadSummarySchema.extend({
  /** Whether the reader may write in it (its family or its tutor while both accounts exist). */
  canReply: z.boolean(),
  messages: z.array(messageSchema),
});
export type Thread = z.infer<typeof threadSchema>;

export const unreadCountSchema = z.object({ count: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** A tutor a family may write to: the tutor of a session it booked or may see. */
export const messageTutorSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  subjects: z.array(z.string()),
});
export type MessageTutor = z.infer<typeof messageTutorSchema>;

/** The failures of the message calls the client can act on. */
export const MESSAGE_ERROR_CODES = {
  tutorNotAllowed: "MESSAGES_TUTOR_NOT_ALLOWED",
  threadNotFound: "MESSAGES_THREAD_NOT_FOUND",
  messageNotFound: "MESSAGES_MESSAGE_NOT_FOUND",
  threadClosed: "MESSAGES_THREAD_CLOSED",
  notParticipant: "MESSAGES_NOT_PARTICIPANT",
  rateLimited: "RATE_LIMITED",
} as const;
