/** The admin's Lesson Videos tab [1§2]: add, edit and delete recorded lessons for any teacher. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "#shared/schemas/common.ts";
import { recordedLessonBodySchema, recordedLessonSchema } from "#shared/schemas/recorded-lessons.ts";
import { z } from "#shared/zod.ts";
import { adminAccess, deniedResponses, errorResponses } from "../../http/route-options.ts";
import { tutorInvalid } from "../tutors/tutors.errors.ts";
import { createTutorsRepository } from "../tutors/tutors.repository.ts";
import { recordedLessonNotFound } from "./recorded-lessons.errors.ts";
import { createRecordedLessonsRepository } from "./recorded-lessons.repository.ts";

export default async function adminRecordedLessonsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const lessonsRepo = createRecordedLessonsRepository(db);
  const tutorsRepo = createTutorsRepository(db);

  async function requireTutor(tutorId: number) {
    if (!(await tutorsRepo.findById(tutorId))) throw tutorInvalid();
  }

  app.get(
    "/api/admin/recorded-lessons",
    { config: adminAccess, schema: { response: { 200: z.array(recordedLessonSchema), ...deniedResponses } } },
    async () => lessonsRepo.list(),
  );

  app.post(
    "/api/admin/recorded-lessons",
    {
      config: adminAccess,
      schema: {
        body: recordedLessonBodySchema,
        response: { 201: recordedLessonSchema, ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request, reply) => {
      await requireTutor(request.body.tutorId);
      return reply.code(201).send(await lessonsRepo.create(request.body));
    },
  );

  app.put(
    "/api/admin/recorded-lessons/:id",
    {
      config: adminAccess,
      schema: {
        params: idParamsSchema,
        body: recordedLessonBodySchema,
        response: { 200: recordedLessonSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => {
      await requireTutor(request.body.tutorId);
      const updated = await lessonsRepo.update(request.params.id, request.body);
      if (!updated) throw recordedLessonNotFound();
      return updated;
    },
  );

  app.delete(
    "/api/admin/recorded-lessons/:id",
    {
      config: adminAccess,
      schema: {
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request, reply) => {
      if (!(await lessonsRepo.delete(request.params.id))) throw recordedLessonNotFound();
      return reply.code(204).send(null);
    },
  );
}
