/** A signed-in account replaces its password (a temporary one, or by choice). */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { changePasswordBodySchema, currentUserSchema } from "#shared/schemas/auth.ts";
import { errorResponses, signedInAccess } from "../../http/route-options.ts";
import { refusingCommonPasswords } from "../../lib/common-passwords.ts";
import { hashPassword, verifyPassword } from "../../lib/password.ts";
import { currentUser } from "../../plugins/session.ts";
import { createAttemptLimiter } from "../rate-limits/attempt-limiter.service.ts";
import { createUsersRepository } from "../users/users.repository.ts";
import { toCurrentUser } from "../users/users.rules.ts";
import { currentPasswordIncorrect } from "./auth.errors.ts";
import { changePassword } from "./credentials.service.ts";

export default async function passwordChangeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, config } = app.deps;
  const usersRepo = createUsersRepository(database.db);
  // Guesses at the current password through a signed-in session count per account, like sign-ins.
  const changePasswordPerUser = createAttemptLimiter(
    app.deps.repositories.rateLimits,
    config.rateLimits.loginPerUsername,
  );

  app.post(
    "/api/change-password",
    {
      config: {
        ...signedInAccess,
        allowWhilePasswordChangeRequired: true,
        allowWhileTwoFactorSetupRequired: true,
      },
      preHandler: async (request) => {
        await changePasswordPerUser.hit(`change-password:${currentUser(request).id}`);
      },
      schema: {
        body: refusingCommonPasswords(changePasswordBodySchema, "newPassword"),
        response: { 200: currentUserSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const valid = await verifyPassword(user.passwordHash, request.body.currentPassword);
      if (!valid) throw currentPasswordIncorrect();
      await changePassword(database.db, {
        userId: user.id,
        passwordHash: await hashPassword(request.body.newPassword),
        keepSessionId: request.auth?.sessionId,
      });
      const updated = await usersRepo.findById(user.id);
      return toCurrentUser(updated!, { requireAdminTwoFactor: config.requireAdminTwoFactor });
    },
  );
}
