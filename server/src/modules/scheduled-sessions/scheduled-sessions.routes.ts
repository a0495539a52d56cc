/**
 * Scheduled sessions every signed-in role reads [2§7]: a tutor their own, an admin everyone's, a family
 * what is meant for its children (DECISIONS.md "Which sessions a family sees").
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "#shared/schemas/common.ts";
import {
  portalSessionSchema,
  sessionsRangeQuerySchema,
  upcomingSessionsQuerySchema,
} from "#shared/schemas/scheduled-sessions.ts";
import { z } from "#shared/zod.ts";
import { sendJsonText } from "../../http/json-text.ts";
import { deniedResponses, errorResponses, signedInAccess } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";
import { scheduledSessionNotFound, scheduledSessionStudentNotFound } from "./scheduled-sessions.errors.ts";
import { createScheduledSessionsRepository } from "./scheduled-sessions.repository.ts";

export default async function scheduledSessionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sessionsRepo = createScheduledSessionsRepository(app.deps.database.db);

  app.get(
    "/api/scheduled-sessions/upcoming",
    {
      config: signedInAccess,
      schema: {
        querystring: upcomingSessionsQuerySchema,
        response: { 200: z.array(portalSessionSchema), ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        await sessionsRepo.json.listUpcomingFor(currentUser(request), {
          now: new Date(),
          limit: request.query.limit,
        }),
      ),
  );

  app.get(
    "/api/scheduled-sessions",
    {
      config: signedInAccess,
      schema: {
        querystring: sessionsRangeQuerySchema,
        response: { 200: z.array(portalSessionSchema), ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request) =>
      sessionsRepo.listInRangeFor(currentUser(request), {
        from: new Date(request.query.from),
        to: new Date(request.query.to),
      }),
  );

  app.get(
    "/api/student/scheduled-sessions",
    {
      config: signedInAccess,
      schema: {
        description:
          "Every session the account may see, past and cancelled ones too, soonest first: a family's for all its children.",
        response: { 200: z.array(portalSessionSchema), ...deniedResponses },
      },
    },
    async (request, reply) => sendJsonText(reply, await sessionsRepo.json.listFor(currentUser(request))),
  );

  app.get(
    "/api/scheduled-sessions/student/:id",
    {
      config: signedInAccess,
      schema: {
        description:
          "What is meant for one child (its sessions, group sessions of its year or of no year), soonest first. " +
          "A family names one of its children, or its own account id for all of them; a tutor one of their " +
          "students (their own sessions only); an admin any student. Any other id answers 404.",
        params: idParamsSchema,
        response: { 200: z.array(portalSessionSchema), ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const { id } = request.params;
      if (await sessionsRepo.hasChild(viewer, id)) {
        return sendJsonText(reply, await sessionsRepo.json.listForChild(viewer, id));
      }
      if (viewer.role === "parent" && id === viewer.id) {
        return sendJsonText(reply, await sessionsRepo.json.listFor(viewer));
      }
      throw scheduledSessionStudentNotFound();
    },
  );

  app.get(
    "/api/scheduled-sessions/:id",
    {
      config: signedInAccess,
      schema: {
        description: "One session the account may see; any other answers 404.",
        params: idParamsSchema,
        response: { 200: portalSessionSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => {
      const session = await sessionsRepo.findVisibleTo(currentUser(request), request.params.id);
      if (!session) throw scheduledSessionNotFound();
      return session;
    },
  );
}
