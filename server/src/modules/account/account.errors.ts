/** A family's data rights failures. */
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES } from "#shared/schemas/account.ts";
import { badRequest, notFound } from "../../errors.ts";

/** The password typed to confirm an erasure is not the account's. */
export const accountPasswordIncorrect = () =>
  badRequest(ACCOUNT_MESSAGES.passwordIncorrect, ACCOUNT_ERROR_CODES.passwordIncorrect);

/** No family account has this id (a tutor's or an admin's id answers the same). */
export const familyNotFound = () =>
  notFound(ACCOUNT_MESSAGES.familyNotFound, ACCOUNT_ERROR_CODES.familyNotFound);
