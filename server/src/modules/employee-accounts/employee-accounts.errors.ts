/** Why a row of a bulk upload made no account (per-row errors of a 200 answer, not thrown). */
export const EMAIL_ALREADY_REGISTERED = "Email already registered";
export const DUPLICATE_EMAIL_IN_FILE = "Duplicate email in file";
export const ACCOUNT_NOT_CREATED = "The account could not be created. Please try again.";
