/**
 * A signed-in account changes its e-mail address on /account, confirmed by its current password
 * (decision 018). The old address is told, so a change nobody asked for does not go unnoticed.
 */
import { changeEmailBodySchema, currentUserSchema } from "#shared/schemas/auth.ts";
import { accountAccess, errorResponses, routeModule } from "../../http/route-options.ts";
import { currentAccount } from "../../plugins/session.ts";
import { toCurrentUser } from "../users/users.rules.ts";

export default routeModule((app) => {
  const { config } = app.deps;
  const { credentials } = app.deps.services;
  // Guesses at the current password count per account, like the password change's.
  const { perAccount } = app.deps.services.limits;

  app.put(
    "/api/user/email",
    {
      config: accountAccess,
      preHandler: async (request) => {
        await perAccount.hit(`change-email:${currentAccount(request).id}`);
      },
      schema: {
        body: changeEmailBodySchema,
        response: { 200: currentUserSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const updated = await credentials.changeEmail(currentAccount(request), request.body);
      return toCurrentUser(updated, { requireAdminTwoFactor: config.requireAdminTwoFactor });
    },
  );
});
