/**
 * The lesson room's hours, limits and words (decision 053), apart from its zod schemas in `lesson-room.ts`,
 * which re-exports them: a screen that only says when a room opens does not load zod (decision 055).
 */

/** The room opens this many minutes before `scheduledFor` … */
export const ROOM_OPENS_BEFORE_MINUTES = 15;
/** … and closes this many minutes after the session's end. */
export const ROOM_CLOSES_AFTER_MINUTES = 30;
/** Room chat: plain text of 1–500 characters. */
export const ROOM_CHAT_MAX = 500;
/** How long a state call waits for a change before answering the same version (the client asks again). */
export const ROOM_STATE_WAIT_MS = 25_000;

/** The words the room answers with. The first three are DECISIONS.md's, character for character. */
export const ROOM_MESSAGES = {
  notBooked: "Book this session to join the lesson.",
  notOpenYet: "The lesson room opens 15 minutes before the start.",
  ended: "This lesson has ended.",
  otherTutor: "Only the session's tutor can start this lesson.",
  cancelled: "This session was cancelled.",
  removed: "You were removed from this lesson.",
  notInRoom: "You are not in this lesson room.",
  hostOnly: "Only the session's tutor can do this.",
  chooseChild: "Choose which child is joining.",
  childNotFound: "Child not found",
  unavailable: "The lesson room is not available: no media server is set up.",
  participantNotFound: "This person is not in the lesson room.",
  messageNotFound: "Message not found",
  chatEmpty: "Write a message.",
  chatTooLong: `A message can be at most ${ROOM_CHAT_MAX} characters.`,
  admitWhom: "Choose whom to admit.",
  mediaWhich: "Say whether the microphone or the camera is on.",
  waiting: "Waiting for your tutor to let you in",
  notice: "This lesson is recorded, and admins can see the chat.",
  observer: "Observer",
} as const;
