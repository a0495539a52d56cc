/**
 * Two-factor sign-in with an authenticator app (decision 029): an admin turns it on from
 * /account (setup, then confirm with a code, then the recovery codes shown once) and off again with the
 * password and a code; signing in, the password step answers `{twoFactorRequired: true}` and this module's
 * POST /api/login/two-factor starts the session.
 */
import {
  currentUserSchema,
  recoveryCodesSchema,
  twoFactorConfirmBodySchema,
  twoFactorDisableBodySchema,
  twoFactorSetupSchema,
  twoFactorSignInBodySchema,
} from "#shared/schemas/auth.ts";
import { clientAddressKey } from "../../http/client-address.ts";
import {
  adminAccess,
  deniedResponses,
  errorResponses,
  publicAccess,
  routeModule,
} from "../../http/route-options.ts";
import { currentUser, startSession } from "../../plugins/session.ts";
import { toCurrentUser } from "../users/users.rules.ts";
import { twoFactorSignInExpired } from "./auth.errors.ts";
import { createSignInAllowances, SIGN_IN_LIMITS_NOTE } from "./sign-in-allowances.ts";
import { endPendingSignIn, pendingSignInUserId } from "./two-factor-pending.ts";

/** Reachable by an admin who must still turn two-factor on (REQUIRE_ADMIN_TWO_FACTOR). */
const setUpAccess = { ...adminAccess, allowWhileTwoFactorSetupRequired: true } as const;

export default routeModule((app) => {
  const { config } = app.deps;
  const { twoFactor } = app.deps.services;
  const { loginSessions: loginSessionsRepo, signInEvents } = app.deps.repositories;
  const options = { requireAdminTwoFactor: config.requireAdminTwoFactor };
  // Codes typed through a signed-in session (set-up, turning off) count per account, like passwords.
  // Codes at sign-in count like passwords at sign-in (decision 046): per account and address, so a stranger
  // who knows the password cannot lock the admin out from elsewhere; and per account from every address
  // together, 10× looser and sparing addresses the account signed in from, so guessing from many addresses
  // stays bounded without holding the owner back. Per address too, counted from the request's arrival
  // under the route limit's name. Like the password step, the code step counts failures only: a code that
  // signs in gives back what it took (decision 051).
  const { perAccount, perAccountAllAddresses, twoFactorSignInPerAddress } = app.deps.services.limits;
  const allowances = createSignInAllowances();

  app.post(
    "/api/account/two-factor/setup",
    {
      config: setUpAccess,
      schema: { response: { 200: twoFactorSetupSchema, ...errorResponses(409), ...deniedResponses } },
    },
    async (request) => twoFactor.setup(currentUser(request)),
  );

  app.post(
    "/api/account/two-factor/confirm",
    {
      config: setUpAccess,
      preHandler: async (request) => perAccount.hit(`two-factor-confirm:${currentUser(request).id}`),
      schema: {
        body: twoFactorConfirmBodySchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 409, 429), ...deniedResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const recoveryCodes = await twoFactor.confirm(user, request.body.code, request.auth?.sessionId);
      return { recoveryCodes };
    },
  );

  app.post(
    "/api/account/two-factor/disable",
    {
      config: adminAccess,
      preHandler: async (request) => perAccount.hit(`two-factor-disable:${currentUser(request).id}`),
      schema: {
        body: twoFactorDisableBodySchema,
        response: { 200: currentUserSchema, ...errorResponses(400, 409, 429), ...deniedResponses },
      },
    },
    async (request) => {
      const updated = await twoFactor.disable(currentUser(request), request.body);
      return toCurrentUser(updated, options);
    },
  );

  app.post(
    "/api/login/two-factor",
    {
      config: publicAccess,
      onRequest: async (request) => {
        await allowances.take(request, twoFactorSignInPerAddress, `login-ip:${clientAddressKey(request.ip)}`);
      },
      preHandler: async (request) => {
        const userId = pendingSignInUserId(request);
        if (userId === null) return;
        const address = clientAddressKey(request.ip);
        // The per-address count first: codes it refuses do not spend the budget every address shares.
        await allowances.take(request, perAccount, `two-factor-sign-in-ip:${userId}:${address}`);
        if (!(await signInEvents.isKnownAddressOf(userId, address))) {
          await allowances.take(request, perAccountAllAddresses, `two-factor-sign-in:${userId}`);
        }
      },
      schema: {
        description: SIGN_IN_LIMITS_NOTE,
        body: twoFactorSignInBodySchema,
        response: { 200: currentUserSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const userId = pendingSignInUserId(request);
      if (userId === null) throw twoFactorSignInExpired();
      const user = await twoFactor.signIn(userId, request.body.code, request);
      if (!user) {
        endPendingSignIn(request, reply);
        throw twoFactorSignInExpired();
      }
      await allowances.giveBack(request);
      endPendingSignIn(request, reply);
      await startSession(loginSessionsRepo, request, reply, user.id);
      return toCurrentUser(user, options);
    },
  );
});
