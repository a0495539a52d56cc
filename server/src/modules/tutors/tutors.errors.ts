/** Teacher failures, shared by every module whose form chooses a teacher. */
import { badRequest, conflict, notFound } from "../../errors.ts";

const SELECT_A_TEACHER = "Please select a teacher";

export const tutorNotFound = () => notFound("Teacher not found", "TUTOR_NOT_FOUND");
/** A lesson or session names no teacher, or one it may not use: the form's message. */
export const tutorInvalid = () => badRequest(SELECT_A_TEACHER, "TUTOR_INVALID");
/** A new temporary password only replaces one that was never changed (the teacher chose theirs already). */
export const tutorAlreadyActivated = () =>
  conflict("This teacher has already chosen their own password.", "TUTOR_ALREADY_ACTIVATED");
