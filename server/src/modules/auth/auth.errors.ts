/** Sign-in, recovery and password failures. */
import {
  INVALID_CREDENTIALS,
  ORGANISATION_ACCESS_ENDED,
  PASSWORD_CHANGE_REQUIRED,
  RESET_TOKEN_INVALID,
  TEMPORARY_PASSWORD_EXPIRED,
  TWO_FACTOR_CODE_INVALID,
  TWO_FACTOR_ERROR_CODES,
  TWO_FACTOR_SETUP_REQUIRED,
  TWO_FACTOR_SIGN_IN_EXPIRED,
} from "#shared/schemas/auth.ts";
import { badRequest, conflict, forbidden, unauthorized } from "../../errors.ts";

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
/** A wrong, reused or unknown second factor at sign-in or when turning two-factor off. */
export const twoFactorCodeInvalid = () =>
  unauthorized(TWO_FACTOR_CODE_INVALID, TWO_FACTOR_ERROR_CODES.codeInvalid);
/** The pending sign-in (the password step) is missing, forged or older than its few minutes. */
export const twoFactorSignInExpired = () =>
  unauthorized(TWO_FACTOR_SIGN_IN_EXPIRED, TWO_FACTOR_ERROR_CODES.signInExpired);
/** REQUIRE_ADMIN_TWO_FACTOR: an admin without two-factor sign-in reaches only the calls that set it up. */
export const twoFactorSetupRequired = () =>
  forbidden(TWO_FACTOR_SETUP_REQUIRED, TWO_FACTOR_ERROR_CODES.setupRequired);
export const twoFactorAlreadyEnabled = () =>
  conflict("Two-factor sign-in is already on.", TWO_FACTOR_ERROR_CODES.alreadyEnabled);
export const twoFactorNotStarted = () =>
  conflict("Start the set-up again: no pending secret to confirm.", TWO_FACTOR_ERROR_CODES.notStarted);
export const twoFactorNotEnabled = () =>
  conflict("Two-factor sign-in is not on.", TWO_FACTOR_ERROR_CODES.notEnabled);
/** A wrong code while confirming the set-up: a 400 on the code field. */
export const twoFactorConfirmCodeInvalid = () =>
  badRequest(TWO_FACTOR_CODE_INVALID, TWO_FACTOR_ERROR_CODES.codeInvalid);
