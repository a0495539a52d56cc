/**
 * Confirming an account's address: sending the link, the owner's resend (3 an hour)
 * and following the link. Registration by company code and a changed e-mail send the link too.
 */
import type { Brand } from "#shared/config/brand.ts";
import type { appLinks } from "../../config/links.ts";
import { emailConfirmationEmail } from "../mail/account.templates.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { AttemptLimiter } from "../rate-limits/attempt-limiter.service.ts";
import { confirmationLinkInvalid, emailAlreadyConfirmed } from "./email-confirmation.errors.ts";
import type { EmailConfirmationRepository } from "./email-confirmation.repository.ts";

/** Confirmation e-mails one account may ask for: 3 an hour. */
export const CONFIRMATION_MAILS_PER_ACCOUNT = { max: 3, timeWindow: 60 * 60 * 1000 };
/** The refusal past CONFIRMATION_MAILS_PER_ACCOUNT. */
export const tooManyConfirmationMails = (wait: string) =>
  `You have asked for several links already. Please wait ${wait} and try again.`;

type Account = { id: number; email: string; fullName: string; emailConfirmedAt: Date | null };

export type EmailConfirmationServiceDeps = {
  confirmationsRepo: EmailConfirmationRepository;
  /** Counts CONFIRMATION_MAILS_PER_ACCOUNT. */
  mailsPerAccount: AttemptLimiter;
  mailer: Mailer;
  brand: Brand;
  links: Pick<ReturnType<typeof appLinks>, "confirmEmail">;
};

export function createEmailConfirmationService(deps: EmailConfirmationServiceDeps) {
  const { confirmationsRepo, mailsPerAccount, mailer, brand, links } = deps;

  /**
   * Issues a confirmation link for the account's address and e-mails it in the background (the caller's
   * answer does not wait for the mail).
   */
  function send(user: Pick<Account, "id" | "email" | "fullName">) {
    mailer.inBackground(async () => {
      const token = await confirmationsRepo.issue(user.id, user.email);
      await mailer.send(
        user.email,
        "email-confirmation",
        emailConfirmationEmail(brand, { fullName: user.fullName, confirmUrl: links.confirmEmail(token) }),
      );
    });
  }

  return {
    send,

    /** Sends the link unless the address is confirmed already (409); 429 past the account's limit. */
    async resend(user: Account) {
      if (user.emailConfirmedAt !== null) throw emailAlreadyConfirmed();
      await mailsPerAccount.hit(`confirm-email:${user.id}`);
      send(user);
    },

    /** Follows a link once; 400 when it is unknown, used, expired or its address has changed since. */
    async confirm(token: string) {
      const userId = await confirmationsRepo.confirm(token);
      if (userId === null) throw confirmationLinkInvalid();
      return userId;
    },
  };
}

export type EmailConfirmationService = ReturnType<typeof createEmailConfirmationService>;
