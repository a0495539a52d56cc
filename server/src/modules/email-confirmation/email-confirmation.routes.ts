/**
 * Confirming an account's e-mail address (decision 029): the public link a new account
 * receives, and the signed-in owner's status and resend. Until an address is confirmed, password reset
 * and username recovery send nothing to it.
 */
import { okSchema } from "#shared/schemas/common.ts";
import {
  confirmEmailBodySchema,
  EMAIL_CONFIRMED_MESSAGE,
  emailConfirmationStatusSchema,
} from "#shared/schemas/email-confirmation.ts";
import {
  accountAccess,
  deniedResponses,
  errorResponses,
  publicRateLimited,
  routeModule,
} from "../../http/route-options.ts";
import { currentAccount } from "../../plugins/session.ts";

export default routeModule((app) => {
  const { config } = app.deps;
  const confirmations = app.deps.services.emailConfirmation;

  app.post(
    "/api/confirm-email",
    {
      config: publicRateLimited(config.rateLimits.recovery, "confirm-email"),
      schema: { body: confirmEmailBodySchema, response: { 200: okSchema, ...errorResponses(400, 429) } },
    },
    async (request) => {
      await confirmations.confirm(request.body.token);
      return { message: EMAIL_CONFIRMED_MESSAGE };
    },
  );

  app.get(
    "/api/email-confirmation",
    {
      config: accountAccess,
      schema: { response: { 200: emailConfirmationStatusSchema, ...deniedResponses } },
    },
    async (request) => {
      const user = currentAccount(request);
      return { email: user.email, confirmed: user.emailConfirmedAt !== null };
    },
  );

  app.post(
    "/api/email-confirmation/resend",
    {
      config: accountAccess,
      schema: { response: { 200: okSchema, ...errorResponses(409, 429), ...deniedResponses } },
    },
    async (request) => {
      const user = currentAccount(request);
      await confirmations.resend(user);
      return { message: `We have sent a new confirmation link to ${user.email}.` };
    },
  );
});
