/** E-mail confirmation failures. */
import {
  EMAIL_ALREADY_CONFIRMED_MESSAGE,
  EMAIL_CONFIRMATION_ERROR_CODES,
  EMAIL_CONFIRMATION_INVALID_MESSAGE,
} from "#shared/schemas/email-confirmation.ts";
import { badRequest, conflict } from "../../errors.ts";

/** Unknown, used or expired link, or one sent to an address the account no longer has: one answer. */
export const confirmationLinkInvalid = () =>
  badRequest(EMAIL_CONFIRMATION_INVALID_MESSAGE, EMAIL_CONFIRMATION_ERROR_CODES.invalid);
export const emailAlreadyConfirmed = () =>
  conflict(EMAIL_ALREADY_CONFIRMED_MESSAGE, EMAIL_CONFIRMATION_ERROR_CODES.alreadyConfirmed);
