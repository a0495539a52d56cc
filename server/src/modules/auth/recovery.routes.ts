/** A forgotten username or password: recovery e-mails, and the password reset they lead to. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  RECOVER_USERNAME_SENT,
  RESET_PASSWORD_SENT,
  recoverUsernameBodySchema,
  resetPasswordBodySchema,
  resetPasswordConfirmBodySchema,
  resetTokenDetailsSchema,
  validateResetTokenBodySchema,
} from "#shared/schemas/auth.ts";
import { okSchema } from "#shared/schemas/common.ts";
import { appLinks } from "../../config/links.ts";
import { errorResponses, publicRateLimited } from "../../http/route-options.ts";
import { refusingCommonPasswords } from "../../lib/common-passwords.ts";
import { hashPassword } from "../../lib/password.ts";
import { passwordResetEmail, usernameRecoveryEmail } from "../mail/account.templates.ts";
import { createAttemptLimiter } from "../rate-limits/attempt-limiter.service.ts";
import { createUsersRepository } from "../users/users.repository.ts";
import { resetTokenInvalid } from "./auth.errors.ts";
import { resetPassword } from "./credentials.service.ts";
import { createPasswordResetsRepository } from "./password-resets.repository.ts";

const errors = errorResponses(400, 401, 403, 409, 429);

/** Recovery and reset e-mails one account receives: 3 of each kind an hour, whatever the addresses asking. */
export const RECOVERY_MAILS_PER_ACCOUNT = { max: 3, timeWindow: 60 * 60 * 1000 };

export default async function recoveryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, config, mailer } = app.deps;
  const usersRepo = createUsersRepository(database.db);
  const resetsRepo = createPasswordResetsRepository(database.db);
  const links = appLinks(config.appUrl);
  const limited = (key: string) => publicRateLimited(config.rateLimits.recovery, key);
  // Per account as well as per address (issue 14 item 7): many addresses cannot flood one mailbox. Past
  // the limit nothing is sent, with the same neutral answer, so the limit says nothing about the account.
  // It is counted in the background with the sending, so the answer takes the same time either way.
  const mailsPerAccount = createAttemptLimiter(app.deps.repositories.rateLimits, RECOVERY_MAILS_PER_ACCOUNT);

  app.post(
    "/api/recover-username",
    {
      config: limited("recover"),
      schema: { body: recoverUsernameBodySchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      // An e-mail the system made up (bulk generation) has no known owner, and one not yet confirmed
      // (a registration by code) may be someone else's: nothing is sent to either.
      const matches = (await usersRepo.findByEmail(request.body.email)).filter(
        (u) => u.isActive && !u.emailGenerated && u.emailConfirmedAt !== null,
      );
      const first = matches[0];
      if (first) {
        mailer.inBackground(async () => {
          if (!(await mailsPerAccount.allows(`recover-username:${first.email.toLowerCase()}`))) return;
          await mailer.send(
            first.email,
            "username-recovery",
            usernameRecoveryEmail(config.brand, {
              fullName: first.fullName,
              usernames: matches.map((u) => u.username),
              signInUrl: links.signIn,
            }),
          );
        });
      }
      return { message: RECOVER_USERNAME_SENT };
    },
  );

  app.post(
    "/api/reset-password",
    {
      config: limited("reset"),
      schema: { body: resetPasswordBodySchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      const user = await usersRepo.findByUsername(request.body.username);
      // An e-mail the system made up (bulk generation), or one not yet confirmed, may be anyone's
      // mailbox: no reset link goes there.
      if (user?.isActive && !user.emailGenerated && user.emailConfirmedAt !== null) {
        // Token creation and sending run in the background so the answer takes the same time either way.
        mailer.inBackground(async () => {
          if (!(await mailsPerAccount.allows(`reset:${user.id}`))) return;
          const token = await resetsRepo.create(user.id);
          await mailer.send(
            user.email,
            "password-reset",
            passwordResetEmail(config.brand, {
              fullName: user.fullName,
              resetUrl: links.resetPassword(token),
            }),
          );
        });
      }
      return { message: RESET_PASSWORD_SENT };
    },
  );

  app.post(
    "/api/reset-password/confirm",
    {
      config: limited("reset-confirm"),
      schema: {
        body: refusingCommonPasswords(resetPasswordConfirmBodySchema, "password"),
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      // A cheap look first, so an unknown link costs no password hashing.
      if (!(await resetsRepo.findUsable(request.body.token))) throw resetTokenInvalid();
      const passwordHash = await hashPassword(request.body.password);
      const userId = await resetPassword(database.db, { token: request.body.token, passwordHash });
      if (userId === null) throw resetTokenInvalid();
      return { message: "Your password has been changed. You can now log in with your new password." };
    },
  );

  app.post(
    "/api/validate-reset-token",
    {
      config: limited("reset-check"),
      schema: { body: validateResetTokenBodySchema, response: { 200: resetTokenDetailsSchema, ...errors } },
    },
    async (request) => {
      // Lets the reset page say a link is used or expired before the person types a new password.
      const found = await resetsRepo.findUsable(request.body.token);
      if (!found) throw resetTokenInvalid();
      return { expiresAt: found.expiresAt.toISOString() };
    },
  );
}
