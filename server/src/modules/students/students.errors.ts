/** Student failures. */
import { STUDENT_ERROR_CODES, STUDENT_MESSAGES } from "#shared/schemas/students.ts";
import { badRequest, notFound } from "../../errors.ts";

export const studentNotFound = () => notFound("Student not found", STUDENT_ERROR_CODES.notFound);
/** A family's child that is missing or another family's: the same answer either way. */
export const familyChildNotFound = () => notFound("Child not found", STUDENT_ERROR_CODES.notFound);
/** The chosen `userId` is missing or is not a family account (role parent). */
export const studentFamilyInvalid = () =>
  badRequest(STUDENT_MESSAGES.notFamily, STUDENT_ERROR_CODES.notFamily);
