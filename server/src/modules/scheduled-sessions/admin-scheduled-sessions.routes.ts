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
import { appLinks } from "../../config/links.ts";
import { adminAccess, deniedResponses, errorResponses } from "../../http/route-options.ts";
import { createBookingsRepository } from "../bookings/bookings.repository.ts";
import { sessionCancelledEmail } from "../mail/templates.ts";
import { tutorInvalid } from "../tutors/tutors.errors.ts";
import { createTutorsRepository } from "../tutors/tutors.repository.ts";
import {
  capacityBelowBooked,
  scheduledSessionHasBookings,
  scheduledSessionNotFound,
} from "./scheduled-sessions.errors.ts";
import { createScheduledSessionsRepository } from "./scheduled-sessions.repository.ts";

export default async function adminScheduledSessionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const sessionsRepo = createScheduledSessionsRepository(db);
  const tutorsRepo = createTutorsRepository(db);
  const bookingsRepo = createBookingsRepository(db);
  const { config, mailer } = app.deps;
  const links = appLinks(config.appUrl);

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
      const page = await sessionsRepo.listForAdmin(request.query);
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
    async (request) => {
      const { id } = request.params;
      const { scheduledFor, ...fields } = Object.fromEntries(
        Object.entries(request.body).filter(([, value]) => value !== undefined),
      ) as typeof request.body;
      if (
        fields.tutorId !== undefined &&
        !(await tutorsRepo.findById(fields.tutorId, { activeOnly: true }))
      ) {
        throw tutorInvalid();
      }
      const changes = { ...fields, ...(scheduledFor ? { scheduledFor: new Date(scheduledFor) } : {}) };
      if (Object.keys(changes).length > 0) {
        const outcome = await sessionsRepo.update(id, changes);
        if (!outcome.ok && outcome.reason === "missing") throw scheduledSessionNotFound();
        if (!outcome.ok) throw capacityBelowBooked(outcome.booked ?? 0);
        if (changes.status === "cancelled" && outcome.previousStatus !== "cancelled") {
          const session = await sessionsRepo.findById(id);
          const families = await bookingsRepo.familiesBookedInto(id);
          mailer.inBackground(async () => {
            for (const family of families) {
              await mailer.send(
                family.email,
                "session-cancelled",
                sessionCancelledEmail(config.brand, {
                  fullName: family.fullName,
                  childLabels: family.children,
                  title: session!.title,
                  startsAt: new Date(session!.scheduledFor),
                  scheduleUrl: links.studentSchedule,
                }),
              );
            }
          });
        }
      }
      const session = await sessionsRepo.findById(id);
      if (!session) throw scheduledSessionNotFound();
      return session;
    },
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
      const outcome = await sessionsRepo.removeUnbooked(request.params.id);
      if (outcome === "missing") throw scheduledSessionNotFound();
      if (outcome === "booked") throw scheduledSessionHasBookings();
      return reply.code(204).send(null);
    },
  );
}
