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
import { currentUser } from "../../plugins/session.ts";
import { recordedLessonNotFound } from "./recorded-lessons.errors.ts";

export default async function adminRecordedLessonsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { recordedLessons: lessonsRepo } = app.deps.repositories;
  const lessons = app.deps.services.recordedLessons;

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
    async (request, reply) =>
      sendJsonPage(reply, await lessonsRepo.listPage({ ...request.query, viewer: currentUser(request) })),
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
    async (request, reply) => reply.code(201).send(await lessons.createForAdmin(request.body)),
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
    async (request) => lessons.updateForAdmin(request.params.id, request.body),
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
          "recording naming them; the longest overdue first. Each carries the lesson room's conversion of its " +
          "recording (`roomRecording`); a session whose conversion failed is listed at once, with its reason.",
        response: { 200: z.array(overdueRecordingSchema), ...deniedResponses },
      },
    },
    async () => lessons.listOverdue(new Date()),
  );
}
