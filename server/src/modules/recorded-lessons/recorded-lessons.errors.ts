/** Recorded-lesson failures. */
import { RECORDED_LESSON_ERROR_CODES, RECORDED_LESSON_MESSAGES } from "#shared/schemas/recorded-lessons.ts";
import { badRequest, conflict, forbidden, notFound } from "../../errors.ts";

export const recordedLessonNotFound = () =>
  notFound("Lesson not found", RECORDED_LESSON_ERROR_CODES.notFound);
export const recordedLessonNotOwner = () =>
  forbidden("You can only change your own lessons.", RECORDED_LESSON_ERROR_CODES.notOwner);

/** The session a recording names does not exist. */
export const recordedSessionNotFound = () =>
  notFound(RECORDED_LESSON_MESSAGES.sessionNotFound, RECORDED_LESSON_ERROR_CODES.sessionNotFound);
/** A tutor named another tutor's session. */
export const recordedSessionNotOwner = () =>
  forbidden(RECORDED_LESSON_MESSAGES.sessionNotOwner, RECORDED_LESSON_ERROR_CODES.sessionNotOwner);
/** The session has not ended yet, or was cancelled: there is nothing to record. */
export const recordedSessionNotEnded = () =>
  badRequest(RECORDED_LESSON_MESSAGES.sessionNotEnded, RECORDED_LESSON_ERROR_CODES.sessionNotEnded);
/** Another recording already names the session. */
export const recordedSessionTaken = () =>
  conflict(RECORDED_LESSON_MESSAGES.sessionTaken, RECORDED_LESSON_ERROR_CODES.sessionTaken);
