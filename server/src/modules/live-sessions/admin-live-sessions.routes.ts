/** The admin's schedule tab [1§2]: live sessions for any active teacher. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminLiveSessionBodySchema, liveSessionSchema } from "#shared/schemas/live-sessions.ts";
import { z } from "#shared/zod.ts";
import { sendJsonText } from "../../http/json-text.ts";
import { adminAccess, deniedResponses, errorResponses } from "../../http/route-options.ts";
import { tutorInvalid } from "../tutors/tutors.errors.ts";
import { createTutorsRepository } from "../tutors/tutors.repository.ts";
import { createLiveSessionsRepository } from "./live-sessions.repository.ts";

export default async function adminLiveSessionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const sessionsRepo = createLiveSessionsRepository(db);
  const tutorsRepo = createTutorsRepository(db);

  app.get(
    "/api/admin/live-sessions",
    { config: adminAccess, schema: { response: { 200: z.array(liveSessionSchema), ...deniedResponses } } },
    async (_request, reply) => sendJsonText(reply, await sessionsRepo.list()),
  );

  app.post(
    "/api/admin/live-sessions",
    {
      config: adminAccess,
      schema: {
        body: adminLiveSessionBodySchema,
        response: { 201: liveSessionSchema, ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!(await tutorsRepo.findById(body.tutorId, { activeOnly: true }))) throw tutorInvalid();
      const created = await sessionsRepo.create({ ...body, scheduledFor: new Date(body.scheduledFor) });
      return reply.code(201).send(created);
    },
  );
}
