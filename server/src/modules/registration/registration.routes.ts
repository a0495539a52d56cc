/** Registering a family account with an invitation or a registration code, and checking either first. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUserSchema } from "#shared/schemas/auth.ts";
import {
  inviteDetailsSchema,
  registerBodySchema,
  registrationCodeDetailsSchema,
  validateInviteTokenBodySchema,
} from "#shared/schemas/registration.ts";
import { z } from "#shared/zod.ts";
import { errorResponses, publicRateLimited } from "../../http/route-options.ts";
import { refusingCommonPasswords } from "../../lib/common-passwords.ts";
import { hashPassword } from "../../lib/password.ts";
import { startSession } from "../../plugins/session.ts";
import { createLoginSessionsRepository } from "../auth/login-sessions.repository.ts";
import { sendEmailConfirmation } from "../email-confirmation/email-confirmation.service.ts";
import { companyAccessEnded, toCurrentUser } from "../users/users.rules.ts";
import { inviteNotValid, registrationLinkInvalid } from "./registration.errors.ts";
import { createRegistrationRepository } from "./registration.repository.ts";
import { createRegistrationService } from "./registration.service.ts";

const errors = errorResponses(400, 401, 403, 409, 429);

export default async function registrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, config } = app.deps;
  const loginSessionsRepo = createLoginSessionsRepository(database.db);
  const registrationRepo = createRegistrationRepository(database.db);
  const registration = createRegistrationService(database.db);
  const limited = (key: string) => publicRateLimited(config.rateLimits.register, key);

  app.post(
    "/api/register",
    {
      config: limited("register"),
      schema: {
        body: refusingCommonPasswords(registerBodySchema, "password"),
        response: { 201: currentUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const passwordHash = await hashPassword(body.password);
      const user = await registration.registerFamily(body, passwordHash);
      // Signed in at once (DECISIONS.md); an address given with a code is confirmed through an e-mail.
      if (user.emailConfirmedAt === null) sendEmailConfirmation(app.deps, user);
      // As at sign-in: the session the browser presented (if any) ends, and a new one starts.
      await startSession(loginSessionsRepo, request, reply, user.id);
      return reply.code(201).send(toCurrentUser(user));
    },
  );

  app.post(
    "/api/validate-invite-token",
    {
      config: limited("invite"),
      schema: { body: validateInviteTokenBodySchema, response: { 200: inviteDetailsSchema, ...errors } },
    },
    async (request) => {
      const found = await registrationRepo.findValidInvite(request.body.token);
      if (!found) throw inviteNotValid();
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
      config: limited("registration-code"),
      schema: {
        params: z.object({ code: z.string().min(1).max(50) }),
        response: { 200: registrationCodeDetailsSchema, ...errorResponses(404, 429) },
      },
    },
    async (request) => {
      const found = await registrationRepo.findValidCode(request.params.code);
      // A company whose access has ended takes no new registrations (POST /api/register answers 403).
      if (!found || companyAccessEnded(found)) throw registrationLinkInvalid();
      return { companyName: found.companyName, expiresAt: found.code.expiresAt.toISOString() };
    },
  );
}
