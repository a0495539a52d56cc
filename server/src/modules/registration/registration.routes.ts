/** Registering a family account with an invitation or a registration code, and checking either first. */
import { currentUserSchema } from "#shared/schemas/auth.ts";
import {
  inviteDetailsSchema,
  registerBodySchema,
  registrationCodeDetailsSchema,
  validateInviteTokenBodySchema,
} from "#shared/schemas/registration.ts";
import { z } from "#shared/zod.ts";
import { errorResponses, publicRateLimited, routeModule } from "../../http/route-options.ts";
import { refusingCommonPasswords } from "../../lib/common-passwords.ts";
import { startSession } from "../../plugins/session.ts";
import { toCurrentUser } from "../users/users.rules.ts";

const errors = errorResponses(400, 401, 403, 409, 429);

export default routeModule((app) => {
  const { config } = app.deps;
  const { registration } = app.deps.services;
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
      // Signed in at once (DECISIONS.md); an address given with a code is confirmed through an e-mail.
      const user = await registration.registerFamily(request.body);
      // As at sign-in: the session the browser presented (if any) ends, and a new one starts.
      await startSession(app.deps.repositories.loginSessions, request, reply, user.id);
      return reply.code(201).send(toCurrentUser(user));
    },
  );

  app.post(
    "/api/validate-invite-token",
    {
      config: limited("invite"),
      schema: { body: validateInviteTokenBodySchema, response: { 200: inviteDetailsSchema, ...errors } },
    },
    async (request) => registration.inviteDetails(request.body.token),
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
    async (request) => registration.codeDetails(request.params.code),
  );
});
