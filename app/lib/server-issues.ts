import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "#app/lib/api-client.ts";

/** Puts the server's field issues onto the form's fields; returns true when any matched a field. */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let matched = false;
  for (const issue of error.issues) {
    if (fields.includes(issue.path)) {
      setError(issue.path as Path<T>, { type: "server", message: issue.message });
      matched = true;
    }
  }
  return matched;
}
