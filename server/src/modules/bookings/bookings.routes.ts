/**
 * Group bookings (DECISIONS.md "Group bookings and attendance"): a family books its children's seats,
 * lists and cancels them; a session's tutor or an admin reads its roster and takes its register.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  attendanceBodySchema,
  bookingSchema,
  bookSeriesBodySchema,
  createBookingBodySchema,
  familyBookingSchema,
  rosterEntrySchema,
  seriesBookingSchema,
} from "#shared/schemas/bookings.ts";
import { idParamsSchema } from "#shared/schemas/common.ts";
import { z } from "#shared/zod.ts";
import { appLinks } from "../../config/links.ts";
import { deniedResponses, errorResponses, familyAccess, tutorAccess } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";
import { bookingConfirmedEmail, seriesBookedEmail } from "../mail/sessions.templates.ts";
import { bookingNotCancellable, bookingNotFound } from "./bookings.errors.ts";
import { createBookingsRepository } from "./bookings.repository.ts";
import { createBookingsService } from "./bookings.service.ts";

export default async function bookingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, config, mailer } = app.deps;
  const bookingsRepo = createBookingsRepository(database.db);
  const bookingsService = createBookingsService(database.db);
  const links = appLinks(config.appUrl);

  app.post(
    "/api/bookings",
    {
      config: familyAccess,
      schema: {
        description:
          "Books a seat for one of the family's children in a group session it may see (its child's year or " +
          "no year). 409 when full or already booked; 400 for another year's, a started or a cancelled session.",
        body: createBookingBodySchema,
        response: { 201: bookingSchema, ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const family = currentUser(request);
      const { booking, session, child } = await bookingsService.book(family, request.body);
      mailer.inBackground(() =>
        mailer.send(
          family.email,
          "booking-confirmed",
          bookingConfirmedEmail(config.brand, {
            fullName: family.fullName,
            childLabel: child.label,
            title: session.title,
            subject: session.subject,
            startsAt: new Date(session.scheduledFor),
            sessionUrl: links.studentSession(session.id),
          }),
        ),
      );
      return reply.code(201).send(booking);
    },
  );

  app.post(
    "/api/bookings/series",
    {
      config: familyAccess,
      schema: {
        description:
          "Books one of the family's children into every remaining session of a weekly series it may see, " +
          "each seat counted as a single booking's: `booked` lists the sessions the child has a seat in " +
          "(those booked before included), `full` those that were full. 201 when a seat was made, else 200.",
        body: bookSeriesBodySchema,
        response: {
          200: seriesBookingSchema,
          201: seriesBookingSchema,
          ...errorResponses(400, 404),
          ...deniedResponses,
        },
      },
    },
    async (request, reply) => {
      const family = currentUser(request);
      const { result, made, child } = await bookingsService.bookSeries(family, request.body);
      if (made.length > 0) {
        mailer.inBackground(() =>
          mailer.send(
            family.email,
            "series-booked",
            seriesBookedEmail(config.brand, {
              fullName: family.fullName,
              childLabel: child.label,
              title: made[0]!.title,
              subject: made[0]!.subject,
              startsAt: made.map((session) => new Date(session.scheduledFor)),
              full: result.full.length,
              scheduleUrl: links.studentSchedule,
            }),
          ),
        );
      }
      return reply.code(made.length > 0 ? 201 : 200).send(result);
    },
  );

  app.get(
    "/api/bookings",
    {
      config: familyAccess,
      schema: {
        description: "The family's bookings with their session and child, soonest session first.",
        response: { 200: z.array(familyBookingSchema), ...deniedResponses },
      },
    },
    async (request) => bookingsRepo.listForFamily(currentUser(request).id),
  );

  app.delete(
    "/api/bookings/:id",
    {
      config: familyAccess,
      schema: {
        description: "Cancels one of the family's bookings until its session starts, freeing the seat.",
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const outcome = await bookingsRepo.cancelForFamily(
        request.params.id,
        currentUser(request).id,
        new Date(),
      );
      if (outcome === "missing") throw bookingNotFound();
      if (outcome === "started") throw bookingNotCancellable();
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/scheduled-sessions/:id/roster",
    {
      config: tutorAccess,
      schema: {
        description:
          "The children on a session's roster (booked into a group session, or the child of a one-to-one " +
          "session) with their marks; for the session's tutor or an admin.",
        params: idParamsSchema,
        response: { 200: z.array(rosterEntrySchema), ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => bookingsService.roster(currentUser(request), request.params.id),
  );

  app.put(
    "/api/scheduled-sessions/:id/attendance",
    {
      config: tutorAccess,
      schema: {
        description:
          "Saves the register of a started session in one call (each child on the roster present or absent); " +
          "for the session's tutor or an admin. Answers the roster with its marks.",
        params: idParamsSchema,
        body: attendanceBodySchema,
        response: { 200: z.array(rosterEntrySchema), ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) =>
      bookingsService.takeRegister(currentUser(request), request.params.id, request.body.attendance),
  );
}
