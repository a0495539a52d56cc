/**
 * Confirming an account's e-mail address (decision 029): a family registered by company
 * code follows the e-mailed link before any reset or recovery mail goes to the address.
 */
import { z } from "../zod.ts";

/** How long a confirmation link works. */
export const EMAIL_CONFIRMATION_VALID_DAYS = 7;

export const EMAIL_CONFIRMED_MESSAGE = "Your e-mail address is confirmed.";
export const EMAIL_CONFIRMATION_INVALID_MESSAGE =
  "This confirmation link has expired or has already been used. Sign in and ask for a new one from Profile Settings.";
export const EMAIL_ALREADY_CONFIRMED_MESSAGE = "Your e-mail address is already confirmed.";

export const confirmEmailBodySchema = z.object({ token: z.string().trim().min(1).max(200) });
export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;

/** The signed-in account's address and whether its owner has confirmed it. */
export const emailConfirmationStatusSchema = z.object({ email: z.string(), confirmed: z.boolean() });
export type EmailConfirmationStatus = z.infer<typeof emailConfirmationStatusSchema>;

export const EMAIL_CONFIRMATION_ERROR_CODES = {
  invalid: "EMAIL_CONFIRMATION_INVALID",
  alreadyConfirmed: "EMAIL_ALREADY_CONFIRMED",
} as const;
