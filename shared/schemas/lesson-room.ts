/**
 * The lesson room (DECISIONS.md "The lesson room", docs/decisions/053): a live room for every
 * scheduled session at `/room/{sessionId}`, held on the media server (Janus), entered with a ticket.
 */
import { z } from "../zod.ts";
import { rowIdField, rowIdParam } from "./common.ts";
import { ROOM_CHAT_MAX, ROOM_MESSAGES } from "./lesson-room-words.ts";

// The room's hours and words are written without zod, so the family's schedule can say when a room opens
// without loading it (decision 055).
export {
  ROOM_CHAT_MAX,
  ROOM_CLOSES_AFTER_MINUTES,
  ROOM_MESSAGES,
  ROOM_OPENS_BEFORE_MINUTES,
  ROOM_STATE_WAIT_MS,
} from "./lesson-room-words.ts";

export const ROOM_ROLES = ["host", "participant", "observer"] as const;
export type RoomRole = (typeof ROOM_ROLES)[number];

/** Where one person stands in the room: children wait until admitted; the host and observers are in at once. */
export const ROOM_PARTICIPANT_STATES = ["waiting", "admitted", "removed", "left"] as const;
export type RoomParticipantState = (typeof ROOM_PARTICIPANT_STATES)[number];

/** The room as a whole, seen by one person: `ended` once End Lesson (or the room's hours) closed it. */
export const ROOM_STATUSES = ["waiting", "admitted", "removed", "ended"] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

export const ROOM_ERROR_CODES = {
  notBooked: "ROOM_NOT_BOOKED",
  notOpenYet: "ROOM_NOT_OPEN_YET",
  ended: "ROOM_ENDED",
  removed: "ROOM_REMOVED",
  unavailable: "ROOM_UNAVAILABLE",
  /** A family with several children who may enter named none: the room page offers the choice. */
  chooseChild: "ROOM_CHOOSE_CHILD",
} as const;

/** `POST /api/scheduled-sessions/{id}/room`: which child enters (families; left out when only one may). */
export const roomTicketBodySchema = z.object({
  studentId: rowIdField(ROOM_MESSAGES.chooseChild).optional(),
});
export type RoomTicketBody = z.infer<typeof roomTicketBodySchema>;

/**
 * The participant's ticket (DECISIONS.md): the media server's address, the room, a single-use participant
 * token the media server checks, the display name, the role and when it expires. `roomToken` (the room's
 * own signed token) is null while a child waits: it comes with the state once the host admits it, so no
 * media can flow to or from the waiting room. `feedId` is the publisher id the media server will know this
 * person by; `iceServers` the TURN/STUN servers to use (empty on loopback).
 */
export const roomTicketSchema = z.object({
  sessionId: z.number(),
  participantId: z.number(),
  mediaServerUrl: z.string(),
  room: z.number(),
  token: z.string(),
  roomToken: z.string().nullable(),
  feedId: z.number(),
  displayName: z.string(),
  role: z.enum(ROOM_ROLES),
  status: z.enum(ROOM_STATUSES),
  expiresAt: z.string(),
  iceServers: z.array(
    z.object({
      urls: z.union([z.string(), z.array(z.string())]),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
});
export type RoomTicket = z.infer<typeof roomTicketSchema>;

/** One person in the room as the others see them. Children see admitted people only; the host sees all. */
export const roomParticipantSchema = z.object({
  id: z.number(),
  displayName: z.string(),
  role: z.enum(ROOM_ROLES),
  state: z.enum(ROOM_PARTICIPANT_STATES),
  /** The media server's publisher id once this person's browser joined it, else null. */
  feedId: z.number().nullable(),
  /** Whether the person's browser is connected to the room now (from the media server's events). */
  connected: z.boolean(),
  handRaisedAt: z.string().nullable(),
  microphoneOn: z.boolean(),
  cameraOn: z.boolean(),
  micOffByHost: z.boolean(),
  cameraOffByHost: z.boolean(),
});
export type RoomParticipant = z.infer<typeof roomParticipantSchema>;

/** A chat message; a hidden one keeps its text for the host and admins only (`body` null for the others). */
export const roomChatMessageSchema = z.object({
  id: z.number(),
  participantId: z.number(),
  displayName: z.string(),
  role: z.enum(ROOM_ROLES),
  body: z.string().nullable(),
  hidden: z.boolean(),
  sentAt: z.string(),
});
export type RoomChatMessage = z.infer<typeof roomChatMessageSchema>;

/** The highest room version a state call may name (a room's version grows by one per change). */
export const ROOM_VERSION_MAX = 2 ** 40;

/** `GET /api/scheduled-sessions/{id}/room/state?since=`: answered at once when `version > since`, else on the next change (≤ 25 s). */
/**
 * `?participant=` on the calls a person makes for themselves (state, hand, own media, chat, leave): which
 * of the account's people in this room acts — a family with two children in one lesson has two (the
 * ticket's `participantId`). Left out, the account's latest entered. Another account's id is a 404.
 */
export const roomParticipantQuerySchema = z.object({ participant: rowIdParam.optional() });
export const roomStateQuerySchema = z.object({
  participant: roomParticipantQuerySchema.shape.participant,
  since: z.coerce
    .number({ error: "since must be a number" })
    .int("since must be a whole number")
    .min(0, "since must be 0 or more")
    .max(ROOM_VERSION_MAX, `since must be at most ${ROOM_VERSION_MAX}`)
    .optional(),
});
export const roomStateSchema = z.object({
  version: z.number(),
  status: z.enum(ROOM_STATUSES),
  me: roomParticipantSchema,
  /** The room's signed token: null until the host admits this person (and after removal or the end). */
  roomToken: z.string().nullable(),
  participants: z.array(roomParticipantSchema),
  /** Raised hands, in the order raised (participant ids); the host sees them, a child sees its own. */
  hands: z.array(z.number()),
  chat: z.array(roomChatMessageSchema),
});
export type RoomState = z.infer<typeof roomStateSchema>;

/** `POST …/room/admit`: some waiting children, or all of them. */
export const roomAdmitBodySchema = z
  .object({
    participantIds: z.array(z.number().int().positive()).max(100).optional(),
    all: z.literal(true).optional(),
  })
  .refine((body) => body.all === true || (body.participantIds?.length ?? 0) > 0, ROOM_MESSAGES.admitWhom);
export type RoomAdmitBody = z.infer<typeof roomAdmitBodySchema>;

/** `PUT …/room/me`: the person's own microphone and camera. */
export const roomMyMediaBodySchema = z
  .object({ microphone: z.boolean().optional(), camera: z.boolean().optional() })
  .refine((body) => body.microphone !== undefined || body.camera !== undefined, ROOM_MESSAGES.mediaWhich);
export type RoomMyMediaBody = z.infer<typeof roomMyMediaBodySchema>;

/** `POST …/room/chat`: plain text, 1–500 characters. */
export const roomChatBodySchema = z.object({
  text: z
    .string({ error: ROOM_MESSAGES.chatEmpty })
    .trim()
    .min(1, ROOM_MESSAGES.chatEmpty)
    .max(ROOM_CHAT_MAX, ROOM_MESSAGES.chatTooLong),
});
export type RoomChatBody = z.infer<typeof roomChatBodySchema>;

/** `GET …/room/attendance` (the tutor, admins): per child, first entry, last exit and minutes present. */
export const roomAttendanceEntrySchema = z.object({
  studentId: z.number(),
  studentLabel: z.string(),
  firstEntry: z.string().nullable(),
  lastExit: z.string().nullable(),
  minutesPresent: z.number(),
});
export const roomAttendanceSchema = z.object({ attendance: z.array(roomAttendanceEntrySchema) });
export type RoomAttendance = z.infer<typeof roomAttendanceSchema>;

/** `GET /api/media-server/status` (admins): whether the room is available, and how to enable it if not. */
export const mediaServerStatusSchema = z.object({
  available: z.boolean(),
  mode: z.enum(["own", "external", "off"]),
  reason: z.string().nullable(),
  howToEnable: z.string().nullable(),
});
export type MediaServerStatus = z.infer<typeof mediaServerStatusSchema>;
