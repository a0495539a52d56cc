/**
 * E-mail delivery as admins see it (decision 032): the mail queue's counts and the e-mails that failed
 * after their last try, each of which an admin can put back in the queue while its text is still kept.
 */
import { z } from "../zod.ts";

/** The failed e-mails the delivery view lists, newest first. */
export const FAILED_EMAILS_SHOWN = 100;

/** Error codes of the e-mail delivery calls, for the client to act on. */
export const MAIL_ERROR_CODES = {
  failedEmailNotFound: "FAILED_EMAIL_NOT_FOUND",
  emailBodyPurged: "EMAIL_BODY_PURGED",
} as const;

export const failedEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** What the e-mail is (`password-reset`, `invitation`, …). */
  kind: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** When its last try failed. */
  failedAt: z.iso.datetime(),
  /** False once housekeeping purged its text: it can no longer be sent. */
  canRetry: z.boolean(),
});
export type FailedEmail = z.infer<typeof failedEmailSchema>;

/** `GET /api/admin/email-delivery`. */
export const emailDeliverySchema = z.object({
  /** E-mails waiting in the queue: due now or waiting for their next try. */
  pending: z.number().int(),
  failed: z.number().int(),
  failedEmails: z.array(failedEmailSchema),
});
export type EmailDelivery = z.infer<typeof emailDeliverySchema>;
