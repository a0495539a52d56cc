/**
 * The portals' live sessions [2§2.8], [2§7]: every signed-in account reads the sessions meant for it;
 * admins and tutors write, a tutor only their own (DECISIONS.md, access table).
 */
import { idParamsSchema } from "#shared/schemas/common.ts";
import {
  liveSessionBodySchema,
  liveSessionSchema,
  liveSessionsQuerySchema,
} from "#shared/schemas/live-sessions.ts";
import { z } from "#shared/zod.ts";
import { sendJsonPage } from "../../http/json-page.ts";
import {
  deniedResponses,
  errorResponses,
  routeModule,
  signedInAccess,
  tutorAccess,
} from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";

export default routeModule((app, { services: { liveSessions } }) => {
  app.get(
    "/api/live-sessions",
    {
      config: signedInAccess,
      schema: {
        description:
          "Admins get every session, tutors their own, a family those of its children's academic years and those with none (every session when it has no children). " +
          "With `upcoming=true` only scheduled and live sessions, soonest first; with `academicYear` only that year's and those of no year; " +
          "with `limit` one page, the next page's cursor in `X-Next-Cursor` (decision 040).",
        querystring: liveSessionsQuerySchema,
        response: { 200: z.array(liveSessionSchema), ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request, reply) =>
      sendJsonPage(reply, await liveSessions.list(currentUser(request), request.query)),
  );

  app.post(
    "/api/live-sessions",
    {
      config: tutorAccess,
      schema: {
        description: "The session belongs to the signed-in account; a `tutorId` in the body is ignored.",
        body: liveSessionBodySchema,
        response: { 201: liveSessionSchema, ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await liveSessions.create(currentUser(request), request.body)),
  );

  app.put(
    "/api/live-sessions/:id",
    {
      config: tutorAccess,
      schema: {
        params: idParamsSchema,
        body: liveSessionBodySchema,
        response: { 200: liveSessionSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => liveSessions.update(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    "/api/live-sessions/:id",
    {
      config: tutorAccess,
      schema: {
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request, reply) => {
      await liveSessions.delete(currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
});
