/**
 * The portals' live sessions [2§2.8], [2§7]: every signed-in account reads the sessions meant for it;
 * admins and tutors write, a tutor only their own (DECISIONS.md, access table).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "#shared/schemas/common.ts";
import {
  liveSessionBodySchema,
  liveSessionSchema,
  liveSessionsQuerySchema,
} from "#shared/schemas/live-sessions.ts";
import { z } from "#shared/zod.ts";
import { forbidden } from "../../errors.ts";
import { sendJsonPage } from "../../http/json-page.ts";
import { deniedResponses, errorResponses, signedInAccess, tutorAccess } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";
import { liveSessionNotFound } from "./live-sessions.errors.ts";
import { createLiveSessionsRepository, type LiveSessionOwner } from "./live-sessions.repository.ts";

export default async function liveSessionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sessionsRepo = createLiveSessionsRepository(app.deps.database.db);

  const ownerOf = (request: FastifyRequest): LiveSessionOwner => {
    const user = currentUser(request);
    return user.role === "admin" ? "any" : { tutorId: user.id };
  };

  /** A write that touched nothing: 404 when the session is missing, 403 when it is another tutor's. */
  async function refusal(id: number) {
    return (await sessionsRepo.exists(id)) ? forbidden() : liveSessionNotFound();
  }

  app.get(
    "/api/live-sessions",
    {
      config: signedInAccess,
      schema: {
        description:
          "Admins get every session, tutors their own, a family those of its children's academic years and those with none (every session when it has no children). " +
          "With `upcoming=true` only scheduled and live sessions, soonest first; with `academicYear` only that year's and those of no year; " +
          "with `limit` one page, the next page's cursor in `X-Next-Cursor` (decision 040).",
        querystring: liveSessionsQuerySchema,
        response: { 200: z.array(liveSessionSchema), ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const filter = request.query;
      if (user.role === "admin") return sendJsonPage(reply, await sessionsRepo.listAllFiltered(filter));
      if (user.role === "tutor") return sendJsonPage(reply, await sessionsRepo.listForTutor(user.id, filter));
      return sendJsonPage(reply, await sessionsRepo.listForFamily(user.id, filter));
    },
  );

  app.post(
    "/api/live-sessions",
    {
      config: tutorAccess,
      schema: {
        description: "The session belongs to the signed-in account; a `tutorId` in the body is ignored.",
        body: liveSessionBodySchema,
        response: { 201: liveSessionSchema, ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await sessionsRepo.create({
        ...body,
        scheduledFor: new Date(body.scheduledFor),
        tutorId: currentUser(request).id,
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    "/api/live-sessions/:id",
    {
      config: tutorAccess,
      schema: {
        params: idParamsSchema,
        body: liveSessionBodySchema,
        response: { 200: liveSessionSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const updated = await sessionsRepo.update(id, ownerOf(request), {
        ...body,
        scheduledFor: new Date(body.scheduledFor),
      });
      if (!updated) throw await refusal(id);
      return updated;
    },
  );

  app.delete(
    "/api/live-sessions/:id",
    {
      config: tutorAccess,
      schema: {
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await sessionsRepo.delete(id, ownerOf(request)))) throw await refusal(id);
      return reply.code(204).send(null);
    },
  );
}
