/** Sending an account the link that confirms its address (issue 14 item 11). */
import { appLinks } from "../../config/links.ts";
import type { AppDeps } from "../../context.ts";
import { emailConfirmationEmail } from "../mail/account.templates.ts";
import { createEmailConfirmationRepository } from "./email-confirmation.repository.ts";

/**
 * Issues a confirmation link for the account's address and e-mails it in the background (the caller's
 * answer does not wait for the mail). Registration by company code calls this too.
 */
export function sendEmailConfirmation(deps: AppDeps, user: { id: number; email: string; fullName: string }) {
  const repo = createEmailConfirmationRepository(deps.database.db);
  const links = appLinks(deps.config.appUrl);
  deps.mailer.inBackground(async () => {
    const token = await repo.issue(user.id, user.email);
    await deps.mailer.send(
      user.email,
      "email-confirmation",
      emailConfirmationEmail(deps.config.brand, {
        fullName: user.fullName,
        confirmUrl: links.confirmEmail(token),
      }),
    );
  });
}
