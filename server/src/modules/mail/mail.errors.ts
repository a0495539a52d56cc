/** E-mail delivery failures, each with the code the client acts on. */
import { MAIL_ERROR_CODES } from "#shared/schemas/mail.ts";
import { conflict, notFound } from "../../errors.ts";

export const failedEmailNotFound = () =>
  notFound("No failed e-mail with this id", MAIL_ERROR_CODES.failedEmailNotFound);
export const emailBodyPurged = () =>
  conflict(
    "This e-mail's text has been purged (old e-mails are not kept), so it can no longer be sent.",
    MAIL_ERROR_CODES.emailBodyPurged,
  );
