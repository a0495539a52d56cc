import { isDatabaseUnavailable } from "../../db/client.ts";
import { AppError } from "../../errors.ts";

/** Why a row of a bulk upload made no account (per-row errors of a 200 answer, not thrown). */
export const EMAIL_ALREADY_REGISTERED = "Email already registered";
export const DUPLICATE_EMAIL_IN_FILE = "Duplicate email in file";
export const ACCOUNT_NOT_CREATED = "The account could not be created. Please try again.";

/**
 * A bulk upload or generation that failed for a reason that is not the admin's (the database refused
 * part-way): its transaction rolled back, so nothing was created (decision 035).
 */
export const bulkAccountsNotCreated = () =>
  new AppError(
    500,
    "No accounts were created: saving them failed part-way. Please try again.",
    "BULK_ACCOUNTS_NOT_CREATED",
  );

/**
 * The body limit of the upload: BULK_UPLOAD_MAX_ROWS rows at their field limits, even in a three-byte
 * script, are about 13 MB of JSON (a real 10,000-row HR export is 1-2 MB). Only an admin's or HR manager's body is read.
 */
export const BULK_UPLOAD_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * Bulk creation runs in one transaction, so a failure that is not the admin's (the database refused
 * part-way) created nothing: the answer says so, and the cause goes to the log (decision 035). Answers
 * that already say what happened pass through: 4xx, and the 503 of a database that is away.
 */
export async function allOrNothing<T>(
  request: { log: { error(details: object, message: string): void } },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof AppError || typeof status === "number" || isDatabaseUnavailable(error)) throw error;
    request.log.error({ err: error }, "bulk account creation failed: nothing was created");
    throw bulkAccountsNotCreated();
  }
}
