import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "#app/lib/api-client.ts";
import { applyServerIssues } from "#app/lib/server-issues.ts";
import { BOOKING_ERROR_CODES } from "#shared/schemas/bookings.ts";
import { COMPANY_ERROR_CODES } from "#shared/schemas/companies.ts";
import { USER_ERROR_CODES } from "#shared/schemas/users.ts";

// Forms import it from here with the conflicts below; screens that only show a failure import
// `server-issues.ts` alone, without the error codes' schema files and zod (decision 055).
export { applyServerIssues };

/** The form field each conflict code is about (the server answers these 409s without field issues). */
const CONFLICT_FIELDS: Record<string, string> = {
  [USER_ERROR_CODES.usernameTaken]: "username",
  [USER_ERROR_CODES.emailTaken]: "email",
  [COMPANY_ERROR_CODES.nameTaken]: "name",
  [BOOKING_ERROR_CODES.capacityBelowBooked]: "capacity",
};

/**
 * Puts a 409 (username, e-mail or company name taken, a capacity below the seats booked) on its field,
 * when the form has that field.
 */
function applyConflict<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): void {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.code) return;
  const field = CONFLICT_FIELDS[error.code];
  if (field && fields.includes(field))
    setError(field as Path<T>, { type: "server", message: error.serverMessage }, { shouldFocus: true });
}

/** The server's field issues and conflicts, both put on the form's fields. */
export function applyApiErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): void {
  applyServerIssues(error, setError, fields);
  applyConflict(error, setError, fields);
}
