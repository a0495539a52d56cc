/** A forgotten username or password: recovery e-mails, and the password reset they lead to. */
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
import { errorResponses, publicRateLimited, routeModule } from "../../http/route-options.ts";
import { refusingCommonPasswords } from "../../lib/common-passwords.ts";

const errors = errorResponses(400, 401, 403, 409, 429);

export default routeModule((app) => {
  const { config } = app.deps;
  const { credentials } = app.deps.services;
  const limited = (key: string) => publicRateLimited(config.rateLimits.recovery, key);

  app.post(
    "/api/recover-username",
    {
      config: limited("recover"),
      schema: { body: recoverUsernameBodySchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      await credentials.recoverUsername(request.body.email);
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
      await credentials.sendResetLink(request.body.username);
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
      await credentials.resetPassword(request.body);
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
      const found = await credentials.usableReset(request.body.token);
      return { expiresAt: found.expiresAt.toISOString() };
    },
  );
});
