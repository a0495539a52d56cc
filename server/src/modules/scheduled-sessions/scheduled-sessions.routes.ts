/**
 * Scheduled sessions every signed-in role reads [2§7]: a tutor their own, an admin everyone's, a family
 * what is meant for its children (DECISIONS.md "Which sessions a family sees").
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  portalSessionSchema,
  sessionsRangeQuerySchema,
  upcomingSessionsQuerySchema,
} from "#shared/schemas/scheduled-sessions.ts";
import { z } from "#shared/zod.ts";
import { deniedResponses, errorResponses, signedInAccess } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";
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
    async (request) =>
      sessionsRepo.listUpcomingFor(currentUser(request), { now: new Date(), limit: request.query.limit }),
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
}
