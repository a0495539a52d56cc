/** Signing in and out, and the current user. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUserSchema, loginBodySchema, loginResponseSchema } from "#shared/schemas/auth.ts";
import { okSchema } from "#shared/schemas/common.ts";
import { clientAddressKey } from "../../http/client-address.ts";
import { errorResponses, publicAccess } from "../../http/route-options.ts";
import {
  matchRefusalWork,
  prepareDummyHash,
  temporaryPasswordHasExpired,
  verifyPassword,
} from "../../lib/password.ts";
import { clearSessionCookie, sessionToken, startSession } from "../../plugins/session.ts";
import { createAttemptLimiter } from "../rate-limits/attempt-limiter.service.ts";
import { createUsersRepository } from "../users/users.repository.ts";
import { companyAccessEnded, toCurrentUser } from "../users/users.rules.ts";
import {
  invalidCredentials,
  notSignedIn,
  organisationAccessEnded,
  temporaryPasswordExpired,
} from "./auth.errors.ts";
import { demoSignInRefused } from "./demo-sign-ins.ts";
import { createLoginSessionsRepository } from "./login-sessions.repository.ts";
import { createSignInAllowances, SIGN_IN_LIMITS_NOTE } from "./sign-in-allowances.ts";
import { createSignInEventsRepository } from "./sign-in-events.repository.ts";
import { startPendingSignIn } from "./two-factor-pending.ts";

export default async function signInRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, config } = app.deps;
  const usersRepo = createUsersRepository(database.db);
  const loginSessionsRepo = createLoginSessionsRepository(database.db);
  const limits = config.rateLimits;
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
    async (request) => {
      if (!request.auth) throw notSignedIn();
      return toCurrentUser(request.auth.user, currentUserOptions);
    },
  );

  // Per address, counted from the request's arrival like the route limits (under the route limit's name);
  // per username on top of it. The strict per-username limit counts one username from one address, so
  // nobody can lock another client out of an account; the looser one counts the username from every
  // address, so guessing from many stays bounded. Each counts failures only: a sign-in that succeeds gives
  // back what it took (decision 051).
  const loginPerIp = createAttemptLimiter(
    app.deps.repositories.rateLimits,
    limits.loginPerIp,
    undefined,
    "route:POST /api/login:",
  );
  const loginPerUsernameAndIp = createAttemptLimiter(
    app.deps.repositories.rateLimits,
    limits.loginPerUsername,
  );
  const loginPerUsernameAllIps = createAttemptLimiter(
    app.deps.repositories.rateLimits,
    limits.loginPerUsernameAllIps,
  );
  const allowances = createSignInAllowances();
  const signInEvents = createSignInEventsRepository(app.deps.database.db);

  app.post(
    "/api/login",
    {
      config: publicAccess,
      onRequest: async (request) => {
        await allowances.take(request, loginPerIp, `login-ip:${clientAddressKey(request.ip)}`);
      },
      preHandler: async (request) => {
        const username = request.body.username.toLowerCase();
        const address = clientAddressKey(request.ip);
        // The per-address limit first: attempts it refuses do not count towards the all-address one,
        // so one client alone can never use up the budget every other client shares.
        await allowances.take(request, loginPerUsernameAndIp, `login-user-ip:${username}:${address}`);
        // An address the account signed in from before is not held back by guessing from elsewhere, so
        // nobody can lock the owner out by spending the shared budget (issue 14 item 7).
        if (!(await signInEvents.isKnownAddress(username, address))) {
          await allowances.take(request, loginPerUsernameAllIps, `login-user:${username}`);
        }
      },
      schema: {
        description: SIGN_IN_LIMITS_NOTE,
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const { username, password, role } = request.body;
      const user = await usersRepo.findForLogin(username);
      // One verify on every path (a dummy hash for unknown users): no enumeration by timing.
      const valid = await verifyPassword(user?.passwordHash, password);
      const wantedRole = role === "student" ? "parent" : role;
      // A published demo password from another machine answers as a wrong one (decision 046).
      const demoRefused =
        valid && demoSignInRefused(request, password, config.demoSignInsFromAnywhere === true);
      const refusal =
        !user || !valid || demoRefused || !user.isActive || user.role !== wantedRole
          ? invalidCredentials()
          : // Said only to whoever knows the password, so it tells nobody else anything about the account.
            temporaryPasswordHasExpired(user)
            ? temporaryPasswordExpired()
            : companyAccessEnded(user)
              ? organisationAccessEnded()
              : null;
      if (user && valid && refusal) await matchRefusalWork(user.passwordHash, password);
      if (demoRefused) {
        request.log.info(
          { username: user?.username },
          "demo account refused: its published password signs in only from this machine (SEED_DEMO=1 allows every address)",
        );
      }
      // The right password of an account with two-factor on: no session yet, the code comes next.
      const twoFactorNext = refusal === null && user?.totpEnabledAt != null;
      if (user && !twoFactorNext) {
        // Recorded at the code step instead when two-factor is on. Not awaited: the answer must not take longer because the username exists (no enumeration).
        signInEvents
          .record({
            userId: user.id,
            succeeded: refusal === null,
            addressKey: clientAddressKey(request.ip),
            userAgent: request.headers["user-agent"],
          })
          .catch((error: unknown) => request.log.error({ err: error }, "sign-in history not recorded"));
      }
      if (!user || refusal) throw refusal ?? invalidCredentials();
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
}
