/**
 * Two-factor sign-in with an authenticator app (issue 14 item 6, decision 029): an admin turns it on from
 * /account (setup, then confirm with a code, then the recovery codes shown once) and off again with the
 * password and a code; signing in, the password step answers `{twoFactorRequired: true}` and this module's
 * POST /api/login/two-factor starts the session.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  currentUserSchema,
  recoveryCodesSchema,
  twoFactorConfirmBodySchema,
  twoFactorDisableBodySchema,
  twoFactorSetupSchema,
  twoFactorSignInBodySchema,
} from "#shared/schemas/auth.ts";
import { clientAddressKey } from "../../http/client-address.ts";
import { adminAccess, deniedResponses, errorResponses, publicAccess } from "../../http/route-options.ts";
import { verifyPassword } from "../../lib/password.ts";
import { currentUser, startSession } from "../../plugins/session.ts";
import { createAttemptLimiter } from "../rate-limits/attempt-limiter.service.ts";
import { createUsersRepository } from "../users/users.repository.ts";
import { toCurrentUser } from "../users/users.rules.ts";
import {
  currentPasswordIncorrect,
  twoFactorAlreadyEnabled,
  twoFactorCodeInvalid,
  twoFactorConfirmCodeInvalid,
  twoFactorNotEnabled,
  twoFactorNotStarted,
  twoFactorSignInExpired,
} from "./auth.errors.ts";
import { createLoginSessionsRepository } from "./login-sessions.repository.ts";
import { secretBoxOf } from "./secret-box.ts";
import { createSignInAllowances, SIGN_IN_LIMITS_NOTE } from "./sign-in-allowances.ts";
import { createSignInEventsRepository } from "./sign-in-events.repository.ts";
import { createTwoFactorRepository } from "./two-factor.repository.ts";
import {
  newRecoveryCodes,
  newTotpSecret,
  openTotpSecret,
  recoveryCodeDigest,
  sealTotpSecret,
  stepOfCode,
  verifySecondFactor,
} from "./two-factor.service.ts";
import { endPendingSignIn, pendingSignInUserId } from "./two-factor-pending.ts";

/** Reachable by an admin who must still turn two-factor on (REQUIRE_ADMIN_TWO_FACTOR). */
const setUpAccess = { ...adminAccess, allowWhileTwoFactorSetupRequired: true } as const;

export default async function twoFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, config } = app.deps;
  const box = secretBoxOf(config);
  const usersRepo = createUsersRepository(database.db);
  const loginSessionsRepo = createLoginSessionsRepository(database.db);
  const twoFactorRepo = createTwoFactorRepository(database.db);
  const signInEvents = createSignInEventsRepository(database.db);
  const options = { requireAdminTwoFactor: config.requireAdminTwoFactor };
  // Codes typed through a signed-in session (set-up, turning off) count per account, like passwords.
  const codesPerAccount = createAttemptLimiter(
    app.deps.repositories.rateLimits,
    config.rateLimits.loginPerUsername,
  );
  // Codes at sign-in count like passwords at sign-in (decision 046): per account and address, so a stranger
  // who knows the password cannot lock the admin out from elsewhere; and per account from every address
  // together, 10× looser and sparing addresses the account signed in from, so guessing from many addresses
  // stays bounded without holding the owner back.
  const signInCodesPerAccountAndAddress = createAttemptLimiter(
    app.deps.repositories.rateLimits,
    config.rateLimits.loginPerUsername,
  );
  const signInCodesPerAccount = createAttemptLimiter(
    app.deps.repositories.rateLimits,
    config.rateLimits.loginPerUsernameAllIps,
  );
  // Per address too, counted from the request's arrival under the route limit's name. Like the password
  // step, the code step counts failures only: a code that signs in gives back what it took (decision 051).
  const signInCodesPerAddress = createAttemptLimiter(
    app.deps.repositories.rateLimits,
    config.rateLimits.loginPerIp,
    undefined,
    "route:POST /api/login/two-factor:",
  );
  const allowances = createSignInAllowances();

  app.post(
    "/api/account/two-factor/setup",
    {
      config: setUpAccess,
      schema: { response: { 200: twoFactorSetupSchema, ...errorResponses(409), ...deniedResponses } },
    },
    async (request) => {
      const user = currentUser(request);
      if (user.totpEnabledAt) throw twoFactorAlreadyEnabled();
      const setup = newTotpSecret(config.brand.name, user.username);
      const sealed = sealTotpSecret(box, user.id, { secret: setup.secret, lastStep: null });
      if (!(await twoFactorRepo.savePendingSecret(user.id, sealed))) throw twoFactorAlreadyEnabled();
      return setup;
    },
  );

  app.post(
    "/api/account/two-factor/confirm",
    {
      config: setUpAccess,
      preHandler: async (request) => codesPerAccount.hit(`two-factor-confirm:${currentUser(request).id}`),
      schema: {
        body: twoFactorConfirmBodySchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 409, 429), ...deniedResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (user.totpEnabledAt) throw twoFactorAlreadyEnabled();
      const pending = openTotpSecret(box, user.id, user.totpSecret);
      if (!pending || !user.totpSecret) throw twoFactorNotStarted();
      const step = stepOfCode(pending.secret, request.body.code);
      if (step === null) throw twoFactorConfirmCodeInvalid();
      const recoveryCodes = newRecoveryCodes();
      const enabled = await twoFactorRepo.enable(user.id, {
        pendingSecret: user.totpSecret,
        // The confirming code is used: it cannot sign in afterwards.
        sealedSecret: sealTotpSecret(box, user.id, { secret: pending.secret, lastStep: step }),
        recoveryCodeHashes: recoveryCodes.map(recoveryCodeDigest),
      });
      if (!enabled) throw twoFactorNotStarted();
      // A new way to sign in: every other session of the account ends, as after a password change.
      await loginSessionsRepo.deleteAllForUser(user.id, request.auth?.sessionId);
      return { recoveryCodes };
    },
  );

  app.post(
    "/api/account/two-factor/disable",
    {
      config: adminAccess,
      preHandler: async (request) => codesPerAccount.hit(`two-factor-disable:${currentUser(request).id}`),
      schema: {
        body: twoFactorDisableBodySchema,
        response: { 200: currentUserSchema, ...errorResponses(400, 409, 429), ...deniedResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!user.totpEnabledAt) throw twoFactorNotEnabled();
      if (!(await verifyPassword(user.passwordHash, request.body.password))) throw currentPasswordIncorrect();
      if (!(await verifySecondFactor(box, twoFactorRepo, user, request.body.code))) {
        throw twoFactorConfirmCodeInvalid();
      }
      await twoFactorRepo.disable(user.id);
      const updated = await usersRepo.findById(user.id);
      return toCurrentUser(updated!, options);
    },
  );

  app.post(
    "/api/login/two-factor",
    {
      config: publicAccess,
      onRequest: async (request) => {
        await allowances.take(request, signInCodesPerAddress, `login-ip:${clientAddressKey(request.ip)}`);
      },
      preHandler: async (request) => {
        const userId = pendingSignInUserId(request);
        if (userId === null) return;
        const address = clientAddressKey(request.ip);
        // The per-address count first: codes it refuses do not spend the budget every address shares.
        await allowances.take(
          request,
          signInCodesPerAccountAndAddress,
          `two-factor-sign-in-ip:${userId}:${address}`,
        );
        if (!(await signInEvents.isKnownAddressOf(userId, address))) {
          await allowances.take(request, signInCodesPerAccount, `two-factor-sign-in:${userId}`);
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
      const user = await usersRepo.findById(userId);
      // Deactivated (or two-factor turned off) since the password step: start again from the password.
      if (!user?.isActive || !user.totpEnabledAt) {
        endPendingSignIn(request, reply);
        throw twoFactorSignInExpired();
      }
      const valid = await verifySecondFactor(box, twoFactorRepo, user, request.body.code);
      const record = (succeeded: boolean) =>
        signInEvents
          .record({
            userId: user.id,
            succeeded,
            addressKey: clientAddressKey(request.ip),
            userAgent: request.headers["user-agent"],
          })
          .catch((error: unknown) => request.log.error({ err: error }, "sign-in history not recorded"));
      record(valid);
      if (!valid) throw twoFactorCodeInvalid();
      await allowances.giveBack(request);
      endPendingSignIn(request, reply);
      await startSession(loginSessionsRepo, request, reply, user.id);
      return toCurrentUser(user, options);
    },
  );
}
