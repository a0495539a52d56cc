/** Sign-in, recovery and password failures. */
import {
  INVALID_CREDENTIALS,
  ORGANISATION_ACCESS_ENDED,
  PASSWORD_CHANGE_REQUIRED,
  RESET_TOKEN_INVALID,
  TEMPORARY_PASSWORD_EXPIRED,
} from "#shared/schemas/auth.ts";
import { badRequest, forbidden, unauthorized } from "../../errors.ts";

export const notSignedIn = () => unauthorized("Not signed in", "NOT_SIGNED_IN");
export const invalidCredentials = () => unauthorized(INVALID_CREDENTIALS, "INVALID_CREDENTIALS");
/** The account's company is inactive or its subscription has ended. */
export const organisationAccessEnded = () =>
  forbidden(ORGANISATION_ACCESS_ENDED, "ORGANISATION_ACCESS_ENDED");
/** A temporary password holds back every call but the few that let the account replace it. */
export const passwordChangeRequired = () => forbidden(PASSWORD_CHANGE_REQUIRED, "PASSWORD_CHANGE_REQUIRED");
export const resetTokenInvalid = () => badRequest(RESET_TOKEN_INVALID, "RESET_TOKEN_INVALID");
export const currentPasswordIncorrect = () =>
  badRequest("Current password is incorrect", "CURRENT_PASSWORD_INCORRECT");
/** The right temporary password, but older than TEMPORARY_PASSWORD_DAYS: an admin must issue a new one. */
export const temporaryPasswordExpired = () =>
  unauthorized(TEMPORARY_PASSWORD_EXPIRED, "TEMPORARY_PASSWORD_EXPIRED");
