/**
 * Scheduled sessions every signed-in role reads [2§7]: a tutor their own, an admin everyone's, a family
 * what is meant for its children (DECISIONS.md "Which sessions a family sees"); and the group sessions and
 * weekly series tutors schedule themselves (and admins for any teacher), decision 050.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "#shared/schemas/common.ts";
import {
  createSessionSeriesBodySchema,
  portalSessionSchema,
  scheduledSessionSchema,
  scheduleOwnSessionBodySchema,
  sessionDaySchema,
  sessionDaysQuerySchema,
  sessionSeriesSchema,
  sessionsRangeQuerySchema,
  studentSessionsQuerySchema,
  upcomingSessionsQuerySchema,
  updateOwnScheduledSessionBodySchema,
} from "#shared/schemas/scheduled-sessions.ts";
import { z } from "#shared/zod.ts";
import { sendJsonText } from "../../http/json-text.ts";
import { deniedResponses, errorResponses, signedInAccess, tutorAccess } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";

/** A list's query as the repository's filter: the range as dates when given (decision 040). */
const listFilter = (query: { from?: string; to?: string; onRoster: boolean }) => ({
  range:
    query.from !== undefined && query.to !== undefined
      ? { from: new Date(query.from), to: new Date(query.to) }
      : undefined,
  onRoster: query.onRoster,
});

export default async function scheduledSessionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The portal's session lists are the timetable's (decision 052); scheduling is this module's service.
  const timetable = app.deps.services.timetable;
  const timetableRepo = app.deps.repositories.timetable;
  const sessionsService = app.deps.services.scheduledSessions;

  app.get(
    "/api/scheduled-sessions/upcoming",
    {
      config: signedInAccess,
      schema: {
        querystring: upcomingSessionsQuerySchema,
        response: { 200: z.array(portalSessionSchema), ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await timetable.listUpcoming(currentUser(request), request.query)),
  );

  app.get(
    "/api/scheduled-sessions",
    {
      config: signedInAccess,
      schema: {
        querystring: sessionsRangeQuerySchema,
        response: { 200: z.array(portalSessionSchema), ...errorResponses(400), ...deniedResponses },
      },
    },
    // The calendars' read, as JSON text built once per shape (decision 042), as the other session lists.
    async (request, reply) =>
      sendJsonText(
        reply,
        await timetableRepo.json.listFor(currentUser(request), {
          range: { from: new Date(request.query.from), to: new Date(request.query.to) },
        }),
      ),
  );

  app.get(
    "/api/student/scheduled-sessions",
    {
      config: signedInAccess,
      schema: {
        description:
          "Every session the account may see, past and cancelled ones too, soonest first: a family's for all its " +
          "children. With `from` and `to` only those starting in [from, to); with `onRoster=true` only those a " +
          "child is on (decision 040).",
        querystring: studentSessionsQuerySchema,
        response: { 200: z.array(portalSessionSchema), ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await timetableRepo.json.listFor(currentUser(request), listFilter(request.query))),
  );

  app.get(
    "/api/scheduled-sessions/student/:id",
    {
      config: signedInAccess,
      schema: {
        description:
          "What is meant for one child (its sessions, group sessions of its year or of no year), soonest first. " +
          "A family names one of its children, or its own account id for all of them; a tutor one of their " +
          "students (their own sessions only); an admin any student. Any other id answers 404. With `from` " +
          "and `to` only those starting in [from, to); with `onRoster=true` only those the child is on.",
        params: idParamsSchema,
        querystring: studentSessionsQuerySchema,
        response: { 200: z.array(portalSessionSchema), ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        await timetable.listForStudent(currentUser(request), request.params.id, listFilter(request.query)),
      ),
  );

  app.get(
    "/api/scheduled-sessions/student/:id/days",
    {
      config: signedInAccess,
      schema: {
        description:
          "How many sessions meant for one child (the ids of `/api/scheduled-sessions/student/{id}`) start on " +
          "each day of [from, to) in `timeZone` (an IANA name such as Europe/London): the days with sessions, " +
          "in date order, as a schedule's week or month grid draws them (decision 042). Any other id answers 404.",
        params: idParamsSchema,
        querystring: sessionDaysQuerySchema,
        response: { 200: z.array(sessionDaySchema), ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => {
      const { from, to, timeZone } = request.query;
      const range = { from: new Date(from), to: new Date(to) };
      return timetable.countDaysForStudent(currentUser(request), request.params.id, range, timeZone);
    },
  );

  app.get(
    "/api/scheduled-sessions/:id",
    {
      config: signedInAccess,
      schema: {
        description: "One session the account may see; any other answers 404.",
        params: idParamsSchema,
        response: { 200: portalSessionSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => timetable.findVisible(currentUser(request), request.params.id),
  );

  app.post(
    "/api/scheduled-sessions",
    {
      config: tutorAccess,
      schema: {
        description:
          "Schedules a bookable group session with the admin's form's fields and rules: a tutor's own " +
          "(`tutorId` is the signed-in tutor's), or, for an admin, the active teacher `tutorId` names.",
        body: scheduleOwnSessionBodySchema,
        response: { 201: scheduledSessionSchema, ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await sessionsService.schedule(currentUser(request), request.body)),
  );

  app.post(
    "/api/scheduled-sessions/series",
    {
      config: tutorAccess,
      schema: {
        description:
          "Schedules a weekly series of group sessions (at most 52): the first session's weekday and time " +
          "(Europe/London) every week from `firstDate` to `until`, less `skipDates`. Each session carries " +
          "`seriesId` and can be changed alone or with every later one.",
        body: createSessionSeriesBodySchema,
        response: { 201: sessionSeriesSchema, ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await sessionsService.createSeries(currentUser(request), request.body)),
  );

  app.put(
    "/api/scheduled-sessions/:id",
    {
      config: tutorAccess,
      schema: {
        description:
          "Changes a tutor's own session (an admin's any; another tutor's is 403): fields left out stay, " +
          "`status: cancelled` cancels it and e-mails its booked families; `applyTo: following` changes it " +
          "and every later session of its series alike.",
        params: idParamsSchema,
        body: updateOwnScheduledSessionBodySchema,
        response: { 200: scheduledSessionSchema, ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request) => sessionsService.update(currentUser(request), request.params.id, request.body),
  );
}
