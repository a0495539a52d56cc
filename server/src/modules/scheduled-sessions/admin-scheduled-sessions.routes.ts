/** The admin's schedule tab [1§2]: scheduled sessions for any active teacher. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { scheduledSessionSchema, scheduleSessionBodySchema } from "#shared/schemas/scheduled-sessions.ts";
import { z } from "#shared/zod.ts";
import { adminAccess, deniedResponses, errorResponses } from "../../http/route-options.ts";
import { tutorInvalid } from "../tutors/tutors.errors.ts";
import { createTutorsRepository } from "../tutors/tutors.repository.ts";
import { createScheduledSessionsRepository } from "./scheduled-sessions.repository.ts";

export default async function adminScheduledSessionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const sessionsRepo = createScheduledSessionsRepository(db);
  const tutorsRepo = createTutorsRepository(db);

  app.get(
    "/api/admin/scheduled-sessions",
    {
      config: adminAccess,
      schema: { response: { 200: z.array(scheduledSessionSchema), ...deniedResponses } },
    },
    async () => sessionsRepo.list(),
  );

  app.post(
    "/api/admin/scheduled-sessions",
    {
      config: adminAccess,
      schema: {
        body: scheduleSessionBodySchema,
        response: { 201: scheduledSessionSchema, ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const tutor = await tutorsRepo.findById(body.tutorId, { activeOnly: true });
      if (!tutor) throw tutorInvalid();
      const created = await sessionsRepo.create(
        { ...body, scheduledFor: new Date(body.scheduledFor), status: "scheduled" },
        tutor.fullName,
      );
      return reply.code(201).send(created);
    },
  );
}
