/**
 * The admin's schedule tab [1§2]: scheduled sessions for any active teacher, searched, filtered and paged
 * (decision 048); editing, cancelling (which e-mails the booked families) and deleting an unbooked one
 * (DECISIONS.md "Calls the documents do not list").
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "#shared/schemas/common.ts";
import { NEXT_CURSOR_HEADER } from "#shared/schemas/library-page.ts";
import {
  adminSessionsQuerySchema,
  scheduledSessionSchema,
  scheduleSessionBodySchema,
  updateScheduledSessionBodySchema,
} from "#shared/schemas/scheduled-sessions.ts";
import { z } from "#shared/zod.ts";
import { adminAccess, deniedResponses, errorResponses } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";

export default async function adminScheduledSessionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const timetableRepo = app.deps.repositories.timetable;
  // The same scheduling rules as a tutor's own calls (decision 050), for any teacher.
  const sessionsService = app.deps.services.scheduledSessions;

  app.get(
    "/api/admin/scheduled-sessions",
    {
      config: adminAccess,
      schema: {
        description:
          "Every session with its teacher's name and seats taken, soonest first. Optional (decision 048): " +
          "`view` upcoming (soonest first), past, cancelled or all (latest first); `search` (every word in the " +
          "title, subject or teacher's name, case-insensitive); `tutorId`, `subject`, `academicYear` (exact); " +
          "`limit` (1–100) for one page, the next page's `cursor` in the `X-Next-Cursor` header (absent on " +
          "the last page).",
        querystring: adminSessionsQuerySchema,
        response: { 200: z.array(scheduledSessionSchema), ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const page = await timetableRepo.listForAdmin(request.query);
      if (page.nextCursor !== null) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.sessions;
    },
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
    async (request, reply) =>
      reply.code(201).send(await sessionsService.schedule(currentUser(request), request.body)),
  );

  app.put(
    "/api/admin/scheduled-sessions/:id",
    {
      config: adminAccess,
      schema: {
        description:
          "Changes a session (fields left out stay); every change raises its calendar SEQUENCE. A capacity " +
          "below the seats booked is 409; status `cancelled` cancels it and e-mails each booked family once.",
        params: idParamsSchema,
        body: updateScheduledSessionBodySchema,
        response: { 200: scheduledSessionSchema, ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request) => sessionsService.update(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    "/api/admin/scheduled-sessions/:id",
    {
      config: adminAccess,
      schema: {
        description: "Deletes a session without bookings; one with bookings is 409 (cancel it instead).",
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request, reply) => {
      await sessionsService.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
}
