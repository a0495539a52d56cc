/** Student failures. */
import { STUDENT_ERROR_CODES, STUDENT_MESSAGES } from "#shared/schemas/students.ts";
import { badRequest, forbidden, notFound } from "../../errors.ts";

export const studentNotFound = () => notFound("Student not found", STUDENT_ERROR_CODES.notFound);
/** A family's child that is missing or another family's: the same answer either way. */
export const familyChildNotFound = () => notFound("Child not found", STUDENT_ERROR_CODES.notFound);
/** The chosen `userId` is missing or is not a family account (role parent). */
export const studentFamilyInvalid = () =>
  badRequest(STUDENT_MESSAGES.notFamily, STUDENT_ERROR_CODES.notFamily);
/** A tutor naming a family it does not teach, or no family at all: as if it did not exist. */
export const familyNotFound = () =>
  notFound(STUDENT_MESSAGES.familyNotFound, STUDENT_ERROR_CODES.familyNotFound);
/** A tutor moving its student to another family: only an admin may. */
export const studentFamilyFixed = () =>
  forbidden(STUDENT_MESSAGES.familyFixed, STUDENT_ERROR_CODES.familyFixed);
/** The `tutorId` an admin chose is missing, or is not an active tutor account. */
export const studentTutorInvalid = () => badRequest(STUDENT_MESSAGES.notTutor, STUDENT_ERROR_CODES.notTutor);
