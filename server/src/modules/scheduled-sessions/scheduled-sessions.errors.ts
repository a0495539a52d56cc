/** Scheduled-session failures. */
import { SCHEDULED_SESSION_ERROR_CODES } from "#shared/schemas/scheduled-sessions.ts";
import { notFound } from "../../errors.ts";

/** A session that does not exist, or that the viewer may not see: the same answer, never the data. */
export const scheduledSessionNotFound = () =>
  notFound("Session not found", SCHEDULED_SESSION_ERROR_CODES.notFound);

/** A student id that is not one of the viewer's children (nor, for a family, its own account). */
export const scheduledSessionStudentNotFound = () =>
  notFound("Student not found", SCHEDULED_SESSION_ERROR_CODES.studentNotFound);
