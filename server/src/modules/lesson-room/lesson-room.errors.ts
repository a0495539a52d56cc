/** The lesson room's refusals, each with its `ROOM_MESSAGES` text (DECISIONS.md, docs/decisions/053). */
import { ROOM_ERROR_CODES, ROOM_MESSAGES } from "#shared/schemas/lesson-room.ts";
import { ROOM_RECORDING_MESSAGES } from "#shared/schemas/room-recordings.ts";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../errors.ts";

export const roomErrors = {
  cancelled: () => badRequest(ROOM_MESSAGES.cancelled, "ROOM_CANCELLED"),
  chooseChild: () => badRequest(ROOM_MESSAGES.chooseChild, "ROOM_CHOOSE_CHILD"),
  childNotFound: () => notFound(ROOM_MESSAGES.childNotFound, "ROOM_CHILD_NOT_FOUND"),
  otherTutor: () => forbidden(ROOM_MESSAGES.otherTutor, "ROOM_OTHER_TUTOR"),
  notBooked: () => forbidden(ROOM_MESSAGES.notBooked, ROOM_ERROR_CODES.notBooked),
  removed: () => forbidden(ROOM_MESSAGES.removed, ROOM_ERROR_CODES.removed),
  /** In the room's list but not in it now (waiting, gone): 403. */
  notInRoom: () => forbidden(ROOM_MESSAGES.notInRoom, "ROOM_NOT_IN_ROOM"),
  /** Never entered this room, or there is none: 404, as for a session one may not see. */
  noRoom: () => notFound(ROOM_MESSAGES.notInRoom, "ROOM_NOT_FOUND"),
  hostOnly: () => forbidden(ROOM_MESSAGES.hostOnly, "ROOM_HOST_ONLY"),
  notOpenYet: () => conflict(ROOM_MESSAGES.notOpenYet, ROOM_ERROR_CODES.notOpenYet),
  ended: () => conflict(ROOM_MESSAGES.ended, ROOM_ERROR_CODES.ended),
  participantNotFound: () => notFound(ROOM_MESSAGES.participantNotFound, "ROOM_PARTICIPANT_NOT_FOUND"),
  messageNotFound: () => notFound(ROOM_MESSAGES.messageNotFound, "ROOM_MESSAGE_NOT_FOUND"),
  /** No media server (or it is down): the room cannot be held, the session keeps its streaming link. */
  unavailable: () => new AppError(503, ROOM_MESSAGES.unavailable, ROOM_ERROR_CODES.unavailable),
  /** The safeguarding record of a session nobody ever entered the room of (docs/decisions/054). */
  notHeldInRoom: () => notFound(ROOM_RECORDING_MESSAGES.notHeldInRoom, "ROOM_NOT_HELD"),
  /** Another tutor's lesson: its chat log is its own tutor's (and the admins'). */
  chatLogOtherTutor: () => forbidden("Only the session's tutor or an admin can read its lesson chat."),
};
