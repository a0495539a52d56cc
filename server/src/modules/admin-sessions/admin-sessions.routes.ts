/** The admin's schedule tab [1§2]: scheduled sessions and live sessions. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorSchema } from "#shared/schemas/common.ts";
import { adminLiveSessionBodySchema, liveSessionSchema } from "#shared/schemas/live-sessions.ts";
import { scheduledSessionSchema, scheduleSessionBodySchema } from "#shared/schemas/scheduled-sessions.ts";
import { z } from "#shared/zod.ts";
import { badRequest } from "../../errors.ts";
import { createTutorsRepository } from "../tutors/tutors.repository.ts";
import { createAdminSessionsRepository } from "./admin-sessions.repository.ts";

export const SELECT_A_TEACHER = "Please select a teacher";

const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
const admin = { access: ["admin"] as const };

export default async function adminSessionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const sessionsRepo = createAdminSessionsRepository(db);
  const tutorsRepo = createTutorsRepository(db);

  /** The active teacher a session is for; 400 with the form's message otherwise. */
  async function activeTutor(tutorId: number) {
    const tutor = await tutorsRepo.findById(tutorId, { activeOnly: true });
    if (!tutor) throw badRequest(SELECT_A_TEACHER, "TUTOR_INVALID");
    return tutor;
  }

  app.get(
    "/api/admin/scheduled-sessions",
    { config: admin, schema: { response: { 200: z.array(scheduledSessionSchema), ...denied } } },
    async () => sessionsRepo.listScheduled(),
  );

  app.post(
    "/api/admin/scheduled-sessions",
    {
      config: admin,
      schema: {
        body: scheduleSessionBodySchema,
        response: { 201: scheduledSessionSchema, 400: apiErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const tutor = await activeTutor(body.tutorId);
      const created = await sessionsRepo.createScheduled(
        { ...body, scheduledFor: new Date(body.scheduledFor), status: "scheduled" },
        tutor.fullName,
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    "/api/admin/live-sessions",
    { config: admin, schema: { response: { 200: z.array(liveSessionSchema), ...denied } } },
    async () => sessionsRepo.listLive(),
  );

  app.post(
    "/api/admin/live-sessions",
    {
      config: admin,
      schema: {
        body: adminLiveSessionBodySchema,
        response: { 201: liveSessionSchema, 400: apiErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await activeTutor(body.tutorId);
      const created = await sessionsRepo.createLive({ ...body, scheduledFor: new Date(body.scheduledFor) });
      return reply.code(201).send(created);
    },
  );
}
