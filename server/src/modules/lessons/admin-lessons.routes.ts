/** The admin's Lesson Videos tab [1§2]: add, edit and delete recorded lessons for any teacher. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorSchema, idParamsSchema } from "#shared/schemas/common.ts";
import { recordedLessonBodySchema, recordedLessonSchema } from "#shared/schemas/recorded-lessons.ts";
import { z } from "#shared/zod.ts";
import { badRequest, notFound } from "../../errors.ts";
import { createTutorsRepository } from "../tutors/tutors.repository.ts";
import { createAdminLessonsRepository } from "./admin-lessons.repository.ts";

const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
const admin = { access: ["admin"] as const };
const LESSON_NOT_FOUND = "Lesson not found";

export default async function adminLessonsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const lessonsRepo = createAdminLessonsRepository(db);
  const tutorsRepo = createTutorsRepository(db);

  async function requireTutor(tutorId: number) {
    if (!(await tutorsRepo.findById(tutorId))) throw badRequest("Please select a teacher", "TUTOR_INVALID");
  }

  app.get(
    "/api/admin/recorded-lessons",
    { config: admin, schema: { response: { 200: z.array(recordedLessonSchema), ...denied } } },
    async () => lessonsRepo.list(),
  );

  app.post(
    "/api/admin/recorded-lessons",
    {
      config: admin,
      schema: {
        body: recordedLessonBodySchema,
        response: { 201: recordedLessonSchema, 400: apiErrorSchema, ...denied },
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
      config: admin,
      schema: {
        params: idParamsSchema,
        body: recordedLessonBodySchema,
        response: { 200: recordedLessonSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...denied },
      },
    },
    async (request) => {
      await requireTutor(request.body.tutorId);
      const updated = await lessonsRepo.update(request.params.id, request.body);
      if (!updated) throw notFound(LESSON_NOT_FOUND, "LESSON_NOT_FOUND");
      return updated;
    },
  );

  app.delete(
    "/api/admin/recorded-lessons/:id",
    {
      config: admin,
      schema: {
        params: idParamsSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      if (!(await lessonsRepo.delete(request.params.id)))
        throw notFound(LESSON_NOT_FOUND, "LESSON_NOT_FOUND");
      return reply.code(204).send(null);
    },
  );
}
