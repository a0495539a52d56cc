/**
 * The portals' recorded lessons [2§2.5], [2§7]: one library every signed-in account reads, but for a
 * one-to-one lesson's recording, which only the child's family, the session's tutor and admins read (to
 * anyone else it does not exist: absent from lists, 404 on its calls); admins and tutors publish, a tutor changing only their own recordings (DECISIONS.md, access table).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "#shared/schemas/common.ts";
import {
  familyRecordedLessonsQuerySchema,
  recordedLessonPortalBodySchema,
  recordedLessonSchema,
  recordedLessonsQuerySchema,
  recordedLessonViewsSchema,
  sessionsToRecordQuerySchema,
  sessionToRecordSchema,
} from "#shared/schemas/recorded-lessons.ts";
import { z } from "#shared/zod.ts";
import { sendJsonPage } from "../../http/json-page.ts";
import { writerOf } from "../../http/owned-writes.ts";
import { deniedResponses, errorResponses, signedInAccess, tutorAccess } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";

export default async function recordedLessonsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { recordedLessons: lessonsRepo, recordingPromise } = app.deps.repositories;
  const lessons = app.deps.services.recordedLessons;

  app.get(
    "/api/recorded-lessons",
    {
      config: signedInAccess,
      schema: {
        description:
          "The library, newest first, with each teacher's name: all of it, or with `limit` one page, the next " +
          "page's `cursor` in the `X-Next-Cursor` header (absent on the last page). `search` (every word in " +
          "title, description, subject or teacher's name, case-insensitive) and `subject` (exact) narrow it " +
          "(decision 039). A one-to-one lesson's recording is listed only to the child's family, the session's " +
          "tutor and admins.",
        querystring: recordedLessonsQuerySchema,
        response: { 200: z.array(recordedLessonSchema), ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request, reply) =>
      sendJsonPage(reply, await lessonsRepo.listPage({ ...request.query, viewer: currentUser(request) })),
  );

  app.get(
    "/api/student/recorded-lessons",
    {
      config: signedInAccess,
      schema: {
        description:
          "The library for the student and parent screens [2§2.6], [2§2.7], newest first: every signed-in " +
          'account reads all of it (DECISIONS.md "What a family sees, extended") but the one-to-one lessons ' +
          "of other children. Pages and filters as " +
          "`GET /api/recorded-lessons`. `studentId`, the child chosen on the student screens, keeps the " +
          "lessons of the child's academic year and those of no year (decision 049): one of the family's " +
          "children (a tutor's students, any for an admin); any other id answers 404.",
        querystring: familyRecordedLessonsQuerySchema,
        response: { 200: z.array(recordedLessonSchema), ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request, reply) =>
      sendJsonPage(reply, await lessons.listForFamily(currentUser(request), request.query)),
  );

  app.get(
    "/api/recorded-lessons/:id",
    {
      config: signedInAccess,
      schema: {
        description:
          "One lesson; a one-to-one lesson's recording answers 404 to all but the child's family, the " +
          "session's tutor and admins.",
        params: idParamsSchema,
        response: { 200: recordedLessonSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => lessons.find(currentUser(request), request.params.id),
  );

  app.post(
    "/api/recorded-lessons",
    {
      config: tutorAccess,
      schema: {
        description:
          "The lesson belongs to the signed-in account; a `tutorId` in the body is ignored. `sessionId` names " +
          "one of the writer's ended sessions (404 unknown, 403 another tutor's, 409 already recorded, 400 not " +
          "ended or cancelled); families whose booked child missed it get one catch-up e-mail.",
        body: recordedLessonPortalBodySchema,
        response: { 201: recordedLessonSchema, ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await lessons.create(writerOf(request), currentUser(request).id, request.body)),
  );

  app.put(
    "/api/recorded-lessons/:id",
    {
      config: tutorAccess,
      schema: {
        description:
          "Admins change any lesson, tutors their own (403 otherwise); the owner never changes. `sessionId` as " +
          "for POST; the lesson may keep the session it names.",
        params: idParamsSchema,
        body: recordedLessonPortalBodySchema,
        response: { 200: recordedLessonSchema, ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request) =>
      lessons.update(currentUser(request), writerOf(request), request.params.id, request.body),
  );

  app.get(
    "/api/recorded-lessons/sessions-to-record",
    {
      config: tutorAccess,
      schema: {
        description:
          "The lesson form's Session options: the tutor's own (an admin's: everyone's) ended, not cancelled " +
          "sessions without a recording, newest first; `lessonId` adds the session that lesson names.",
        querystring: sessionsToRecordQuerySchema,
        response: { 200: z.array(sessionToRecordSchema), ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request) =>
      recordingPromise.listSessionsToRecord(writerOf(request).ownerId, {
        now: new Date(),
        lessonId: request.query.lessonId,
      }),
  );

  app.delete(
    "/api/recorded-lessons/:id",
    {
      config: tutorAccess,
      schema: {
        description: "Admins delete any lesson, tutors their own (403 otherwise).",
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request, reply) => {
      await lessons.delete(currentUser(request), writerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/recorded-lessons/:id/views",
    {
      config: signedInAccess,
      schema: {
        description:
          "Counts one view (no body), atomically; answers the lesson's views after it. A family's view is kept " +
          "with its company for the employer's utilisation report (counts only).",
        params: idParamsSchema,
        response: { 200: recordedLessonViewsSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => lessons.countView(currentUser(request), request.params.id),
  );
}
