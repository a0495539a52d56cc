/**
 * A family's own data rights (DECISIONS.md "A family's data rights (GDPR)", decision 030): it downloads
 * everything held about it, and erases its account with its password and a typed confirmation.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ACCOUNT_MESSAGES,
  accountErasedSchema,
  accountExportSchema,
  deleteAccountBodySchema,
  exportFileName,
} from "#shared/schemas/account.ts";
import { deniedResponses, errorResponses, familyAccess } from "../../http/route-options.ts";
import { verifyPassword } from "../../lib/password.ts";
import { clearSessionCookie, currentUser } from "../../plugins/session.ts";
import { createAttemptLimiter } from "../rate-limits/attempt-limiter.service.ts";
import { accountPasswordIncorrect } from "./account.errors.ts";
import { createAccountService } from "./account.service.ts";

export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAccountService(app.deps);
  // Guesses at the password through a signed-in session count per account, like sign-ins.
  const deletePerUser = createAttemptLimiter(
    app.deps.repositories.rateLimits,
    app.deps.config.rateLimits.loginPerUsername,
  );

  app.get(
    "/api/account/export",
    {
      config: familyAccess,
      schema: {
        description:
          "Everything the platform holds about the signed-in family, as a JSON download named " +
          "my-data-YYYY-MM-DD.json: account, settings, children, bookings, attendance, recording views, " +
          "message threads and sign-in history. Never a password hash, token or secret.",
        response: { 200: accountExportSchema, ...deniedResponses },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const document = await service.exportFor(currentUser(request).id, now);
      reply
        .header("Content-Disposition", `attachment; filename="${exportFileName(now)}"`)
        .header("Cache-Control", "no-store");
      return document;
    },
  );

  app.post(
    "/api/account/delete",
    {
      config: familyAccess,
      preHandler: async (request) => {
        await deletePerUser.hit(`account-delete:${currentUser(request).id}`);
      },
      schema: {
        description:
          "Erases the signed-in family's account: its password and the typed confirmation DELETE. Ends every " +
          "session, turns off the calendar feed and e-mails a confirmation; the employer's counts stay.",
        body: deleteAccountBodySchema,
        response: { 200: accountErasedSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!(await verifyPassword(user.passwordHash, request.body.password))) throw accountPasswordIncorrect();
      await service.erase(user.id, { requestedBy: "self", erasedBy: null });
      clearSessionCookie(request, reply);
      return { message: ACCOUNT_MESSAGES.erased };
    },
  );
}
