/**
 * A signed-in account changes its e-mail address on /account, confirmed by its current password
 * (decision 018). The old address is told, so a change nobody asked for does not go unnoticed.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { changeEmailBodySchema, currentUserSchema } from "#shared/schemas/auth.ts";
import { errorResponses, signedInAccess } from "../../http/route-options.ts";
import { verifyPassword } from "../../lib/password.ts";
import { currentUser } from "../../plugins/session.ts";
import { sendEmailConfirmation } from "../email-confirmation/email-confirmation.service.ts";
import { emailChangedEmail } from "../mail/account.templates.ts";
import { createAttemptLimiter } from "../rate-limits/attempt-limiter.service.ts";
import { createUsersRepository } from "../users/users.repository.ts";
import { toCurrentUser } from "../users/users.rules.ts";
import { currentPasswordIncorrect } from "./auth.errors.ts";

export default async function emailChangeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, config, mailer } = app.deps;
  const usersRepo = createUsersRepository(database.db);
  // Guesses at the current password count per account, like the password change's.
  const changeEmailPerUser = createAttemptLimiter(
    app.deps.repositories.rateLimits,
    config.rateLimits.loginPerUsername,
  );

  app.put(
    "/api/user/email",
    {
      config: signedInAccess,
      preHandler: async (request) => {
        await changeEmailPerUser.hit(`change-email:${currentUser(request).id}`);
      },
      schema: {
        body: changeEmailBodySchema,
        response: { 200: currentUserSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        throw currentPasswordIncorrect();
      }
      const updated = await usersRepo.setEmail(user.id, request.body.email);
      // A different address proves itself through a link before reset or recovery mail goes there.
      if (updated.emailConfirmedAt === null) sendEmailConfirmation(app.deps, updated);
      if (updated.email.toLowerCase() !== user.email.toLowerCase() && !user.emailGenerated) {
        mailer.inBackground(() =>
          mailer.send(
            user.email,
            "email-changed",
            emailChangedEmail(config.brand, { fullName: user.fullName, newEmail: updated.email }),
          ),
        );
      }
      return toCurrentUser(updated, { requireAdminTwoFactor: app.deps.config.requireAdminTwoFactor });
    },
  );
}
