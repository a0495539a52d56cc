/**
 * An account's credentials: replacing a password (signed in, or by an e-mailed reset link), recovering a
 * forgotten username or password, and changing the e-mail address.
 *
 * Replacing a password is one transaction (ASVS 3.3.3): the new hash, the end of the
 * account's other login sessions and of its calendar feed, the end of its outstanding reset links and —
 * for a reset — the use of the link all happen, or none does. A failure half-way can neither leave old
 * sessions signed in nor burn the link the person still needs.
 */
import type { Brand } from "#shared/config/brand.ts";
import type { appLinks } from "../../config/links.ts";
import type { Transaction } from "../../db/transaction.ts";
import { hashPassword, verifyPassword } from "../../lib/password.ts";
import type { CalendarFeedRepository } from "../calendar-feed/calendar-feed.repository.ts";
import type { EmailConfirmationService } from "../email-confirmation/email-confirmation.service.ts";
import { emailChangedEmail, passwordResetEmail, usernameRecoveryEmail } from "../mail/account.templates.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { AttemptLimiter } from "../rate-limits/attempt-limiter.service.ts";
import type { User, UsersRepository } from "../users/users.repository.ts";
import { currentPasswordIncorrect, resetTokenInvalid } from "./auth.errors.ts";
import type { LoginSessionsRepository } from "./login-sessions.repository.ts";
import type { PasswordResetsRepository } from "./password-resets.repository.ts";

/** Recovery and reset e-mails one account receives: 3 of each kind an hour, whatever the addresses asking. */
export const RECOVERY_MAILS_PER_ACCOUNT = { max: 3, timeWindow: 60 * 60 * 1000 };

/** The repositories a password change writes, bound to one transaction. */
type CredentialWrites = {
  users: UsersRepository;
  loginSessions: LoginSessionsRepository;
  calendarFeed: CalendarFeedRepository;
  passwordResets: PasswordResetsRepository;
};

export type CredentialsServiceDeps = {
  usersRepo: UsersRepository;
  resetsRepo: PasswordResetsRepository;
  transaction: Transaction<CredentialWrites>;
  emailConfirmation: Pick<EmailConfirmationService, "send">;
  /** Counts RECOVERY_MAILS_PER_ACCOUNT. */
  mailsPerAccount: AttemptLimiter;
  mailer: Mailer;
  brand: Brand;
  links: Pick<ReturnType<typeof appLinks>, "signIn" | "resetPassword">;
};

/** An account that may receive recovery mail: active, and its address known to be its owner's. */
const reachable = (user: User) => user.isActive && !user.emailGenerated && user.emailConfirmedAt !== null;

export function createCredentialsService(deps: CredentialsServiceDeps) {
  const { usersRepo, resetsRepo, transaction, mailer, brand, links, mailsPerAccount } = deps;

  /**
   * What a new password ends besides the old one: every other login session of the account, and its
   * calendar feed, whose address reads the family's sessions without signing in (decision 046). A leaked
   * address must not outlive the password change that was meant to shut everyone else out; the family
   * turns on a new feed.
   */
  async function endOtherAccess(writes: CredentialWrites, userId: number, keepSessionId?: string) {
    await writes.loginSessions.deleteAllForUser(userId, keepSessionId);
    await writes.calendarFeed.remove(userId);
  }

  async function requireCurrentPassword(user: User, currentPassword: string) {
    if (!(await verifyPassword(user.passwordHash, currentPassword))) throw currentPasswordIncorrect();
  }

  return {
    /**
     * The check a signed-in change confirms itself with: 400 unless the password is the account's own. The
     * e-mail and password changes use it, and so does linking the organisation's sign-in (decision 056).
     */
    requireCurrentPassword,

    /** A signed-in change: every login session but `keepSessionId` ends, and the calendar feed. */
    async changePassword(
      user: User,
      change: { currentPassword: string; newPassword: string; keepSessionId?: string },
    ): Promise<User> {
      await requireCurrentPassword(user, change.currentPassword);
      const passwordHash = await hashPassword(change.newPassword);
      await transaction(async (writes) => {
        await writes.users.setPassword(user.id, passwordHash);
        await endOtherAccess(writes, user.id, change.keepSessionId);
        await writes.passwordResets.revokeAllForUser(user.id);
      });
      return (await usersRepo.findById(user.id))!;
    },

    /** A reset by e-mailed link, used up with the change; 400 when it is unknown, used or expired. */
    async resetPassword(reset: { token: string; password: string }): Promise<void> {
      // A cheap look first, so an unknown link costs no password hashing.
      if (!(await resetsRepo.findUsable(reset.token))) throw resetTokenInvalid();
      const passwordHash = await hashPassword(reset.password);
      const userId = await transaction(async (writes) => {
        const userId = await writes.passwordResets.consume(reset.token);
        if (userId === null) return null;
        await writes.users.setPassword(userId, passwordHash);
        await endOtherAccess(writes, userId);
        await writes.passwordResets.revokeAllForUser(userId);
        return userId;
      });
      if (userId === null) throw resetTokenInvalid();
    },

    /** When a reset link expires, for the reset page; 400 when it is unknown, used or expired. */
    async usableReset(token: string) {
      const found = await resetsRepo.findUsable(token);
      if (!found) throw resetTokenInvalid();
      return found;
    },

    /**
     * E-mails the usernames of the address's accounts, in the background so the answer takes the same
     * time either way. An e-mail the system made up (bulk generation) has no known owner, and one not yet
     * confirmed (a registration by code) may be someone else's: nothing is sent to either. Per account as
     * well as per address: past the limit nothing is sent, with the same neutral answer.
     */
    async recoverUsername(email: string): Promise<void> {
      const matches = (await usersRepo.findByEmail(email)).filter(reachable);
      const first = matches[0];
      if (!first) return;
      mailer.inBackground(async () => {
        if (!(await mailsPerAccount.allows(`recover-username:${first.email.toLowerCase()}`))) return;
        await mailer.send(
          first.email,
          "username-recovery",
          usernameRecoveryEmail(brand, {
            fullName: first.fullName,
            usernames: matches.map((u) => u.username),
            signInUrl: links.signIn,
          }),
        );
      });
    },

    /** E-mails a reset link to the account's confirmed address, in the background (as above). */
    async sendResetLink(username: string): Promise<void> {
      const user = await usersRepo.findByUsername(username);
      if (!user || !reachable(user)) return;
      mailer.inBackground(async () => {
        if (!(await mailsPerAccount.allows(`reset:${user.id}`))) return;
        const token = await resetsRepo.create(user.id);
        await mailer.send(
          user.email,
          "password-reset",
          passwordResetEmail(brand, { fullName: user.fullName, resetUrl: links.resetPassword(token) }),
        );
      });
    },

    /**
     * A new e-mail address, confirmed by the current password (decision 018). A different address proves
     * itself through a link before reset or recovery mail goes there; the old address is told, so a change
     * nobody asked for does not go unnoticed.
     */
    async changeEmail(user: User, change: { currentPassword: string; email: string }): Promise<User> {
      await requireCurrentPassword(user, change.currentPassword);
      const updated = await usersRepo.setEmail(user.id, change.email);
      if (updated.emailConfirmedAt === null) deps.emailConfirmation.send(updated);
      if (updated.email.toLowerCase() !== user.email.toLowerCase() && !user.emailGenerated) {
        mailer.inBackground(() =>
          mailer.send(
            user.email,
            "email-changed",
            emailChangedEmail(brand, { fullName: user.fullName, newEmail: updated.email }),
          ),
        );
      }
      return updated;
    },
  };
}
