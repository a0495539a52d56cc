/**
 * Group bookings (DECISIONS.md "Group bookings and attendance"): a family books its children's seats,
 * lists and cancels them; a session's tutor or an admin reads its roster and takes its register.
 */
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
import {
  deniedResponses,
  errorResponses,
  familyAccess,
  routeModule,
  tutorAccess,
} from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";

export default routeModule((app, { services: { bookings } }) => {
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
    async (request, reply) => reply.code(201).send(await bookings.book(currentUser(request), request.body)),
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
      const { result, seatMade } = await bookings.bookSeries(currentUser(request), request.body);
      return reply.code(seatMade ? 201 : 200).send(result);
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
    async (request) => bookings.listForFamily(currentUser(request)),
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
      await bookings.cancel(currentUser(request), request.params.id);
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
    async (request) => bookings.roster(currentUser(request), request.params.id),
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
      bookings.takeRegister(currentUser(request), request.params.id, request.body.attendance),
  );
});
