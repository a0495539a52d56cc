/** The admin's Lesson Videos tab [1§2]: add, edit and delete recorded lessons for any teacher. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "#shared/schemas/common.ts";
import {
  overdueRecordingSchema,
  recordedLessonBodySchema,
  recordedLessonSchema,
  recordedLessonsQuerySchema,
} from "#shared/schemas/recorded-lessons.ts";
import { z } from "#shared/zod.ts";
import { sendJsonPage } from "../../http/json-page.ts";
import { adminAccess, deniedResponses, errorResponses } from "../../http/route-options.ts";
import { tutorInvalid } from "../tutors/tutors.errors.ts";
import { createTutorsRepository } from "../tutors/tutors.repository.ts";
import { recordedLessonNotFound } from "./recorded-lessons.errors.ts";
import { createRecordedLessonsRepository } from "./recorded-lessons.repository.ts";
import { createRecordingPromise } from "./recorded-lessons.service.ts";

/** An admin names any session. */
const adminWriter = { ownerId: null };

export default async function adminRecordedLessonsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const lessonsRepo = createRecordedLessonsRepository(db);
  const tutorsRepo = createTutorsRepository(db);
  const recordingPromise = createRecordingPromise(app.deps);

  async function requireTutor(tutorId: number) {
    if (!(await tutorsRepo.findById(tutorId))) throw tutorInvalid();
  }

  app.get(
    "/api/admin/recorded-lessons",
    {
      config: adminAccess,
      schema: {
        description: "Pages and filters as `GET /api/recorded-lessons` (decision 039).",
        querystring: recordedLessonsQuerySchema,
        response: { 200: z.array(recordedLessonSchema), ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request, reply) => sendJsonPage(reply, await lessonsRepo.listPage(request.query)),
  );

  app.post(
    "/api/admin/recorded-lessons",
    {
      config: adminAccess,
      schema: {
        body: recordedLessonBodySchema,
        response: { 201: recordedLessonSchema, ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request, reply) => {
      await requireTutor(request.body.tutorId);
      const lesson = await recordingPromise.lessonValues(adminWriter, request.body);
      const created = await lessonsRepo.create(lesson);
      recordingPromise.sendCatchUp(created);
      return reply.code(201).send(created);
    },
  );

  app.put(
    "/api/admin/recorded-lessons/:id",
    {
      config: adminAccess,
      schema: {
        params: idParamsSchema,
        body: recordedLessonBodySchema,
        response: { 200: recordedLessonSchema, ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request) => {
      await requireTutor(request.body.tutorId);
      const lesson = await recordingPromise.lessonValues(adminWriter, request.body, request.params.id);
      const updated = await lessonsRepo.update(request.params.id, lesson);
      if (!updated) throw recordedLessonNotFound();
      recordingPromise.sendCatchUp(updated);
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

  app.get(
    "/api/admin/recordings/overdue",
    {
      config: adminAccess,
      schema: {
        description:
          "Sessions whose recording is overdue [1§1]: ended more than 24 hours ago, not cancelled, with no " +
          "recording naming them; the longest overdue first.",
        response: { 200: z.array(overdueRecordingSchema), ...deniedResponses },
      },
    },
    async () => lessonsRepo.listOverdue(new Date()),
  );
}
