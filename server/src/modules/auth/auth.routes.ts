/** Sign-in, registration, recovery, password reset and change, and the current user. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  changePasswordBodySchema,
  currentUserSchema,
  INVALID_CREDENTIALS,
  loginBodySchema,
  ORGANISATION_ACCESS_ENDED,
  RECOVER_USERNAME_SENT,
  RESET_PASSWORD_SENT,
  RESET_TOKEN_INVALID,
  recoverUsernameBodySchema,
  resetPasswordBodySchema,
  resetPasswordConfirmBodySchema,
  resetTokenDetailsSchema,
  validateResetTokenBodySchema,
} from "#shared/schemas/auth.ts";
import { apiErrorSchema, okSchema } from "#shared/schemas/common.ts";
import {
  inviteDetailsSchema,
  registerBodySchema,
  registrationCodeDetailsSchema,
  validateInviteTokenBodySchema,
} from "#shared/schemas/registration.ts";
import { z } from "#shared/zod.ts";
import { badRequest, forbidden, notFound, unauthorized } from "../../errors.ts";
import { clearSessionCookie, currentUser, SESSION_COOKIE, setSessionCookie } from "../../plugins/session.ts";
import { passwordResetEmail, usernameRecoveryEmail } from "../mail/templates.ts";
import { createRegistrationRepository, INVITE_INVALID } from "../registration/registration.repository.ts";
import { companyAccessEnded, createUsersRepository, toCurrentUser } from "../users/users.repository.ts";
import { createAttemptLimiter } from "./attempt-limiter.ts";
import { hashPassword, prepareDummyHash, verifyPassword } from "./password.ts";
import { createPasswordResetsRepository } from "./password-resets.repository.ts";
import { createRegistrationService } from "./registration.service.ts";
import { createSessionsRepository } from "./sessions.repository.ts";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, config, mailer } = app.deps;
  const db = database.db;
  const usersRepo = createUsersRepository(db);
  const sessionsRepo = createSessionsRepository(db);
  const resetsRepo = createPasswordResetsRepository(db);
  const registrationRepo = createRegistrationRepository(db);
  const registration = createRegistrationService(db);
  const limits = config.rateLimits;
  await prepareDummyHash();

  app.get(
    "/api/user",
    {
      config: { access: "public", allowWhilePasswordChangeRequired: true },
      schema: { response: { 200: currentUserSchema, 401: apiErrorSchema } },
    },
    async (request) => {
      if (!request.auth) throw unauthorized("Not signed in", "NOT_SIGNED_IN");
      return toCurrentUser(request.auth.user);
    },
  );

  // Per username, on top of the per-address route limit (see attempt-limiter.ts for why it is separate).
  // The strict limit counts one username from one address, so nobody can lock another client out of an
  // account; the looser one counts the username from every address, so guessing from many stays bounded.
  const loginPerUsernameAndIp = createAttemptLimiter(limits.loginPerUsername);
  const loginPerUsernameAllIps = createAttemptLimiter(limits.loginPerUsernameAllIps);
  // Guesses at the current password through a signed-in session count per account, like sign-ins.
  const changePasswordPerUser = createAttemptLimiter(limits.loginPerUsername);

  app.post(
    "/api/login",
    {
      config: {
        access: "public",
        rateLimit: { ...limits.loginPerIp, keyGenerator: (r) => `login-ip:${r.ip}` },
      },
      preHandler: async (request) => {
        const username = request.body.username.toLowerCase();
        // The per-address limit first: attempts it refuses do not count towards the all-address one,
        // so one client alone can never use up the budget every other client shares.
        loginPerUsernameAndIp.hit(`login-user-ip:${username}:${request.ip}`);
        loginPerUsernameAllIps.hit(`login-user:${username}`);
      },
      schema: { body: loginBodySchema, response: { 200: currentUserSchema, ...errors } },
    },
    async (request, reply) => {
      const { username, password, role } = request.body;
      const user = await usersRepo.findForLogin(username);
      // One verify on every path (a dummy hash for unknown users): no enumeration by timing.
      const valid = await verifyPassword(user?.passwordHash, password);
      const wantedRole = role === "student" ? "parent" : role;
      if (!user || !valid || !user.isActive || user.role !== wantedRole)
        throw unauthorized(INVALID_CREDENTIALS, "INVALID_CREDENTIALS");
      if (companyAccessEnded(user)) throw forbidden(ORGANISATION_ACCESS_ENDED, "ORGANISATION_ACCESS_ENDED");
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await sessionsRepo.deleteByToken(previous);
      const { token } = await sessionsRepo.create(user.id);
      setSessionCookie(request, reply, token);
      return toCurrentUser(user);
    },
  );

  app.post(
    "/api/logout",
    {
      config: { access: "public", allowWhilePasswordChangeRequired: true },
      schema: { response: { 200: okSchema } },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await sessionsRepo.deleteByToken(token);
      clearSessionCookie(request, reply);
      return { message: "You have been successfully logged out." };
    },
  );

  app.post(
    "/api/register",
    {
      config: {
        access: "public",
        rateLimit: { ...limits.register, keyGenerator: (r) => `register:${r.ip}` },
      },
      schema: { body: registerBodySchema, response: { 201: currentUserSchema, ...errors } },
    },
    async (request, reply) => {
      const body = request.body;
      const passwordHash = await hashPassword(body.password);
      const user = await registration.registerFamily(body, passwordHash);
      // As at sign-in: the session the browser presented (if any) ends, and a new one starts.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await sessionsRepo.deleteByToken(previous);
      const { token } = await sessionsRepo.create(user.id);
      setSessionCookie(request, reply, token);
      return reply.code(201).send(toCurrentUser(user));
    },
  );

  app.post(
    "/api/validate-invite-token",
    {
      config: { access: "public", rateLimit: { ...limits.register, keyGenerator: (r) => `invite:${r.ip}` } },
      schema: { body: validateInviteTokenBodySchema, response: { 200: inviteDetailsSchema, ...errors } },
    },
    async (request) => {
      const found = await registrationRepo.findValidInvite(request.body.token);
      if (!found) throw badRequest(INVITE_INVALID, "INVITE_INVALID");
      return {
        fullName: found.invitation.fullName,
        email: found.invitation.email,
        companyName: found.companyName,
        expiresAt: found.invitation.expiresAt.toISOString(),
      };
    },
  );

  app.get(
    "/api/registration-codes/:code",
    {
      config: {
        access: "public",
        rateLimit: { ...limits.register, keyGenerator: (r) => `registration-code:${r.ip}` },
      },
      schema: {
        params: z.object({ code: z.string().min(1).max(50) }),
        response: { 200: registrationCodeDetailsSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const found = await registrationRepo.findValidCode(request.params.code);
      // A company whose access has ended takes no new registrations (POST /api/register answers 403).
      if (!found || companyAccessEnded(found))
        throw notFound(
          "This registration link is invalid, has expired or has reached its limit.",
          "CODE_INVALID",
        );
      return { companyName: found.companyName, expiresAt: found.code.expiresAt.toISOString() };
    },
  );

  app.post(
    "/api/recover-username",
    {
      config: { access: "public", rateLimit: { ...limits.recovery, keyGenerator: (r) => `recover:${r.ip}` } },
      schema: { body: recoverUsernameBodySchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      // An e-mail the system made up (bulk generation) has no known owner: nothing is sent to it.
      const matches = (await usersRepo.findByEmail(request.body.email)).filter(
        (u) => u.isActive && !u.emailGenerated,
      );
      const first = matches[0];
      if (first) {
        mailer.inBackground(() =>
          mailer.send(
            first.email,
            "username-recovery",
            usernameRecoveryEmail(config.brand, {
              fullName: first.fullName,
              usernames: matches.map((u) => u.username),
              signInUrl: `${config.appUrl}/auth`,
            }),
          ),
        );
      }
      return { message: RECOVER_USERNAME_SENT };
    },
  );

  app.post(
    "/api/reset-password",
    {
      config: { access: "public", rateLimit: { ...limits.recovery, keyGenerator: (r) => `reset:${r.ip}` } },
      schema: { body: resetPasswordBodySchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      const user = await usersRepo.findByUsername(request.body.username);
      // An e-mail the system made up (bulk generation) may be anyone's mailbox: no reset link goes there.
      if (user?.isActive && !user.emailGenerated) {
        // Token creation and sending run in the background so the answer takes the same time either way.
        mailer.inBackground(async () => {
          const token = await resetsRepo.create(user.id);
          await mailer.send(
            user.email,
            "password-reset",
            passwordResetEmail(config.brand, {
              fullName: user.fullName,
              resetUrl: `${config.appUrl}/auth/reset-password?token=${encodeURIComponent(token)}`,
            }),
          );
        });
      }
      return { message: RESET_PASSWORD_SENT };
    },
  );

  app.post(
    "/api/reset-password/confirm",
    {
      config: {
        access: "public",
        rateLimit: { ...limits.recovery, keyGenerator: (r) => `reset-confirm:${r.ip}` },
      },
      schema: { body: resetPasswordConfirmBodySchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      const userId = await resetsRepo.consume(request.body.token);
      if (userId === null) {
        throw badRequest(RESET_TOKEN_INVALID, "RESET_TOKEN_INVALID");
      }
      await usersRepo.setPassword(userId, await hashPassword(request.body.password));
      await sessionsRepo.deleteAllForUser(userId);
      await resetsRepo.revokeAllForUser(userId);
      return { message: "Your password has been changed. You can now log in with your new password." };
    },
  );

  app.post(
    "/api/validate-reset-token",
    {
      config: {
        access: "public",
        rateLimit: { ...limits.recovery, keyGenerator: (r) => `reset-check:${r.ip}` },
      },
      schema: { body: validateResetTokenBodySchema, response: { 200: resetTokenDetailsSchema, ...errors } },
    },
    async (request) => {
      // Lets the reset page say a link is used or expired before the person types a new password.
      const found = await resetsRepo.findUsable(request.body.token);
      if (!found) throw badRequest(RESET_TOKEN_INVALID, "RESET_TOKEN_INVALID");
      return { expiresAt: found.expiresAt.toISOString() };
    },
  );

  app.post(
    "/api/change-password",
    {
      config: { access: "signed-in", allowWhilePasswordChangeRequired: true },
      preHandler: async (request) => {
        changePasswordPerUser.hit(`change-password:${currentUser(request).id}`);
      },
      schema: { body: changePasswordBodySchema, response: { 200: currentUserSchema, ...errors } },
    },
    async (request) => {
      const user = currentUser(request);
      const valid = await verifyPassword(user.passwordHash, request.body.currentPassword);
      if (!valid) throw badRequest("Current password is incorrect", "CURRENT_PASSWORD_INCORRECT");
      await usersRepo.setPassword(user.id, await hashPassword(request.body.newPassword));
      await sessionsRepo.deleteAllForUser(user.id, request.auth?.sessionId);
      await resetsRepo.revokeAllForUser(user.id);
      const updated = await usersRepo.findById(user.id);
      return toCurrentUser(updated!);
    },
  );
}
