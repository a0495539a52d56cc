/** A signed-in account replaces its password (a temporary one, or by choice). */
import { changePasswordBodySchema, currentUserSchema } from "#shared/schemas/auth.ts";
import { accountAccess, errorResponses, routeModule } from "../../http/route-options.ts";
import { refusingCommonPasswords } from "../../lib/common-passwords.ts";
import { currentAccount } from "../../plugins/session.ts";
import { toCurrentUser } from "../users/users.rules.ts";

export default routeModule((app) => {
  const { config } = app.deps;
  const { credentials } = app.deps.services;
  // Guesses at the current password through a signed-in session count per account, like sign-ins.
  const { perAccount } = app.deps.services.limits;

  app.post(
    "/api/change-password",
    {
      config: {
        ...accountAccess,
        allowWhilePasswordChangeRequired: true,
        allowWhileTwoFactorSetupRequired: true,
      },
      preHandler: async (request) => {
        await perAccount.hit(`change-password:${currentAccount(request).id}`);
      },
      schema: {
        body: refusingCommonPasswords(changePasswordBodySchema, "newPassword"),
        response: { 200: currentUserSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const updated = await credentials.changePassword(currentAccount(request), {
        ...request.body,
        keepSessionId: request.auth?.sessionId,
      });
      return toCurrentUser(updated, { requireAdminTwoFactor: config.requireAdminTwoFactor });
    },
  );
});
