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
