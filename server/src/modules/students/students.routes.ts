/**
 * Students [2§2.9], [2§7]: tutors look after their own students, admins everyone's (DECISIONS.md access
 * table). A tutor's `tutorId` comes from the session, never the payload; a tutor reading another tutor's
 * student gets 404, writing it 403 (decision 013). A child belongs to one family: a tutor adds children
 * only to families it teaches and never moves one; an admin adds to any family, moves a child (recorded)
 * and assigns its tutor (decision 044).
 */
import { idParamsSchema } from "#shared/schemas/common.ts";
import { portalSessionSchema } from "#shared/schemas/scheduled-sessions.ts";
import {
  familyAccountSchema,
  familyAccountSearchQuerySchema,
  studentBodySchema,
  studentSchema,
} from "#shared/schemas/students.ts";
import { z } from "#shared/zod.ts";
import { deniedResponses, errorResponses, routeModule, tutorAccess } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";

export default routeModule((app, { services: { students } }) => {
  app.get(
    "/api/students",
    { config: tutorAccess, schema: { response: { 200: z.array(studentSchema), ...deniedResponses } } },
    async (request) => students.list(currentUser(request)),
  );

  app.get(
    "/api/students/family-accounts",
    {
      config: tutorAccess,
      schema: {
        querystring: familyAccountSearchQuerySchema,
        response: { 200: z.array(familyAccountSchema), ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request) => students.searchFamilyAccounts(currentUser(request), request.query.search),
  );

  app.get(
    "/api/students/:id",
    {
      config: tutorAccess,
      schema: {
        params: idParamsSchema,
        response: { 200: studentSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => students.find(currentUser(request), request.params.id),
  );

  app.get(
    "/api/students/:id/upcoming-sessions",
    {
      config: tutorAccess,
      schema: {
        params: idParamsSchema,
        response: { 200: z.array(portalSessionSchema), ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => students.upcomingSessions(currentUser(request), request.params.id),
  );

  app.post(
    "/api/students",
    {
      config: tutorAccess,
      schema: {
        body: studentBodySchema,
        response: { 201: studentSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await students.create(currentUser(request), request.body)),
  );

  app.put(
    "/api/students/:id",
    {
      config: tutorAccess,
      schema: {
        params: idParamsSchema,
        body: studentBodySchema,
        response: { 200: studentSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => students.update(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    "/api/students/:id",
    {
      config: tutorAccess,
      schema: {
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request, reply) => {
      await students.delete(currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
});
