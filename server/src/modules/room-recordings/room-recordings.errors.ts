/** The recording job's refusals (docs/decisions/054), in the shared schema's words. */
import { ROOM_RECORDING_MESSAGES } from "#shared/schemas/room-recordings.ts";
import { conflict, notFound } from "../../errors.ts";

/** The session has no recording job: it was not held in the lesson room (or not recorded). */
export const roomRecordingNotFound = () =>
  notFound(ROOM_RECORDING_MESSAGES.notHeldInRoom, "ROOM_RECORDING_NOT_FOUND");
/** Try again is for a failed job only: a pending one runs, a published one is done. */
export const roomRecordingNotFailed = () =>
  conflict(ROOM_RECORDING_MESSAGES.notFailed, "ROOM_RECORDING_NOT_FAILED");
