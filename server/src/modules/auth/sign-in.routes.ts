/** Signing in and out, and the current user. */

import { SESSION_HINT_COOKIE } from "#shared/config/session-hint.ts";
import { currentUserSchema, loginBodySchema, loginResponseSchema } from "#shared/schemas/auth.ts";
import { okSchema } from "#shared/schemas/common.ts";
import { clientAddressKey } from "../../http/client-address.ts";
import { errorResponses, publicAccess, routeModule } from "../../http/route-options.ts";
import { prepareDummyHash } from "../../lib/password.ts";
import { clearSessionCookie, sessionToken, setSessionHint, startSession } from "../../plugins/session.ts";
import { toCurrentUser } from "../users/users.rules.ts";
import { notSignedIn } from "./auth.errors.ts";
import { createSignInAllowances, SIGN_IN_LIMITS_NOTE } from "./sign-in-allowances.ts";
import { startPendingSignIn } from "./two-factor-pending.ts";

export default routeModule(async (app) => {
  const { config } = app.deps;
  const { loginSessions: loginSessionsRepo, signInEvents } = app.deps.repositories;
  const { signIn } = app.deps.services;
  const { signInPerAddress, perAccount, perAccountAllAddresses } = app.deps.services.limits;
  await prepareDummyHash();
  const currentUserOptions = { requireAdminTwoFactor: config.requireAdminTwoFactor };

  app.get(
    "/api/user",
    {
      config: {
        ...publicAccess,
        allowWhilePasswordChangeRequired: true,
        allowWhileTwoFactorSetupRequired: true,
      },
      schema: { response: { 200: currentUserSchema, ...errorResponses(401) } },
    },
    async (request, reply) => {
      if (!request.auth) throw notSignedIn();
      if (!request.cookies[SESSION_HINT_COOKIE]) setSessionHint(request, reply);
      return toCurrentUser(request.auth.user, currentUserOptions);
    },
  );

  // Per address, counted from the request's arrival like the route limits (under the route limit's name);
  // per username on top of it. The strict per-username limit counts one username from one address, so
  // nobody can lock another client out of an account; the looser one counts the username from every
  // address, so guessing from many stays bounded. Each counts failures only: a sign-in that succeeds gives
  // back what it took (decision 051).
  const allowances = createSignInAllowances();

  app.post(
    "/api/login",
    {
      config: publicAccess,
      onRequest: async (request) => {
        await allowances.take(request, signInPerAddress, `login-ip:${clientAddressKey(request.ip)}`);
      },
      preHandler: async (request) => {
        const username = request.body.username.toLowerCase();
        const address = clientAddressKey(request.ip);
        // The per-address limit first: attempts it refuses do not count towards the all-address one,
        // so one client alone can never use up the budget every other client shares.
        await allowances.take(request, perAccount, `login-user-ip:${username}:${address}`);
        // An address the account signed in from before is not held back by guessing from elsewhere, so
        // nobody can lock the owner out by spending the shared budget.
        if (!(await signInEvents.isKnownAddress(username, address))) {
          await allowances.take(request, perAccountAllAddresses, `login-user:${username}`);
        }
      },
      schema: {
        description: SIGN_IN_LIMITS_NOTE,
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const { user, twoFactorNext } = await signIn.checkPassword(request.body, request);
      // The right password (and, with two-factor, the code step next, which counts its own): not counted.
      await allowances.giveBack(request);
      if (twoFactorNext) {
        startPendingSignIn(request, reply, user.id);
        return { twoFactorRequired: true as const };
      }
      await startSession(loginSessionsRepo, request, reply, user.id);
      return toCurrentUser(user, currentUserOptions);
    },
  );

  app.post(
    "/api/logout",
    {
      config: {
        ...publicAccess,
        allowWhilePasswordChangeRequired: true,
        allowWhileTwoFactorSetupRequired: true,
      },
      schema: { response: { 200: okSchema } },
    },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) await loginSessionsRepo.deleteByToken(token);
      clearSessionCookie(request, reply);
      return { message: "You have been successfully logged out." };
    },
  );
});
