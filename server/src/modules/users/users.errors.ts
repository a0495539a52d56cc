/** Account conflicts (409); their codes live in shared so forms put them on the right field. */
import { USER_ERROR_CODES } from "#shared/schemas/users.ts";
import { conflict } from "../../errors.ts";

export const emailTaken = (message = "Email already registered") =>
  conflict(message, USER_ERROR_CODES.emailTaken);
export const usernameTaken = () => conflict("Username already exists", USER_ERROR_CODES.usernameTaken);

/** Turns a unique violation on users (by the tutors' repository too) into the 409 the client shows. */
export function userConflict(error: unknown): never {
  const text = String(
    (error as { cause?: { constraint?: string; message?: string } })?.cause?.constraint ?? error,
  );
  if (text.includes("email")) throw emailTaken();
  throw usernameTaken();
}
