/**
 * Confirming an account's e-mail address (issue 14 item 11, decision 029): the public link a new account
 * receives, and the signed-in owner's status and resend. Until an address is confirmed, password reset
 * and username recovery send nothing to it.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { okSchema } from "#shared/schemas/common.ts";
import {
  confirmEmailBodySchema,
  EMAIL_CONFIRMED_MESSAGE,
  emailConfirmationStatusSchema,
} from "#shared/schemas/email-confirmation.ts";
import {
  deniedResponses,
  errorResponses,
  publicRateLimited,
  signedInAccess,
} from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";
import { createAttemptLimiter } from "../rate-limits/attempt-limiter.service.ts";
import { confirmationLinkInvalid, emailAlreadyConfirmed } from "./email-confirmation.errors.ts";
import { createEmailConfirmationRepository } from "./email-confirmation.repository.ts";
import { sendEmailConfirmation } from "./email-confirmation.service.ts";

/** Confirmation e-mails one account may ask for: 3 an hour. */
export const CONFIRMATION_MAILS_PER_ACCOUNT = { max: 3, timeWindow: 60 * 60 * 1000 };

export default async function emailConfirmationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, config } = app.deps;
  const repo = createEmailConfirmationRepository(database.db);
  const mailsPerAccount = createAttemptLimiter(
    app.deps.repositories.rateLimits,
    CONFIRMATION_MAILS_PER_ACCOUNT,
    (wait) => `You have asked for several links already. Please wait ${wait} and try again.`,
  );

  app.post(
    "/api/confirm-email",
    {
      config: publicRateLimited(config.rateLimits.recovery, "confirm-email"),
      schema: { body: confirmEmailBodySchema, response: { 200: okSchema, ...errorResponses(400, 429) } },
    },
    async (request) => {
      const userId = await repo.confirm(request.body.token);
      if (userId === null) throw confirmationLinkInvalid();
      return { message: EMAIL_CONFIRMED_MESSAGE };
    },
  );

  app.get(
    "/api/email-confirmation",
    {
      config: signedInAccess,
      schema: { response: { 200: emailConfirmationStatusSchema, ...deniedResponses } },
    },
    async (request) => {
      const user = currentUser(request);
      return { email: user.email, confirmed: user.emailConfirmedAt !== null };
    },
  );

  app.post(
    "/api/email-confirmation/resend",
    {
      config: signedInAccess,
      schema: { response: { 200: okSchema, ...errorResponses(409, 429), ...deniedResponses } },
    },
    async (request) => {
      const user = currentUser(request);
      if (user.emailConfirmedAt !== null) throw emailAlreadyConfirmed();
      await mailsPerAccount.hit(`confirm-email:${user.id}`);
      sendEmailConfirmation(app.deps, user);
      return { message: `We have sent a new confirmation link to ${user.email}.` };
    },
  );
}
