import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "#app/lib/api-client.ts";

/**
 * react-hook-form `setValueAs` for number inputs: an empty field is undefined (the schema's default, or
 * "Required") rather than NaN, whose message ("Expected number, received nan") means nothing to a user.
 */
export const numberOrUndefined = (value: unknown): number | undefined =>
  value === "" || value === null || value === undefined ? undefined : Number(value);

/** `aria-describedby` for a field with a hint: the error when there is one, else the hint. */
export const describedBy = (id: string, error?: string) => (error ? `${id}-error` : `${id}-hint`);

/** "1 account has been" / "3 accounts have been", for the generation results and toasts. */
export const accountsCount = (count: number) =>
  count === 1 ? "1 account has been" : `${count} accounts have been`;

/** A 409's message and the form field it is about (the server answers these without field issues). */
const CONFLICT_FIELDS: Record<string, string> = {
  "Username already exists": "username",
  "Email already registered": "email",
  "A company with this name already exists": "name",
};

/** Puts a 409 (username, e-mail or company name taken) on its field, when the form has that field. */
export function applyConflict<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): void {
  if (!(error instanceof ApiError) || error.status !== 409) return;
  const field = CONFLICT_FIELDS[error.serverMessage];
  if (field && fields.includes(field))
    setError(field as Path<T>, { type: "server", message: error.serverMessage }, { shouldFocus: true });
}
