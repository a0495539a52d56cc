/**
 * Learning resources [2§2.10], [2§7]: one library every signed-in account reads; admins and tutors add
 * resources, a tutor changing only their own (DECISIONS.md, access table). A resource's uploaded file
 * goes with it when no other resource carries it (DECISIONS.md "Resource files").
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "#shared/schemas/common.ts";
import {
  familyResourcesQuerySchema,
  resourceBodySchema,
  resourceSchema,
  resourcesQuerySchema,
} from "#shared/schemas/resources.ts";
import { z } from "#shared/zod.ts";
import { sendJsonPage } from "../../http/json-page.ts";
import { writerOf } from "../../http/owned-writes.ts";
import { deniedResponses, errorResponses, signedInAccess, tutorAccess } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";

/** `GET`, `POST`, `PUT` and `DELETE` of `/api/resources`, and the family's `GET /api/student/resources`. */
export default async function resourcesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { resources } = app.deps.services;

  app.get(
    "/api/resources",
    {
      config: signedInAccess,
      schema: {
        description:
          "The library, newest first, with each owner's name: all of it, or with `limit` one page, the next " +
          "page's `cursor` in the `X-Next-Cursor` header (absent on the last page). `search` (title, " +
          "description or subject, case-insensitive), `type` and `subject` (exact) narrow it (decision 039).",
        querystring: resourcesQuerySchema,
        response: { 200: z.array(resourceSchema), ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request, reply) => sendJsonPage(reply, await resources.listPage(request.query)),
  );

  app.get(
    "/api/student/resources",
    {
      config: signedInAccess,
      schema: {
        description:
          "The library for the student and parent screens [2§2.10], [2§2.11], newest first; `yearGroup` and " +
          "`subject` narrow it to one folder of the parent's folder browser (exact matches; empty is no filter); " +
          "`limit`, `cursor`, `search` and `type` as for `GET /api/resources`. On the student screens " +
          "(decision 049) `studentId`, the chosen child (one of the family's children; any other id answers " +
          "404), or `academicYear`, a session's year, keeps the resources of that year's year group (Years 5 " +
          "and 6: Primary; Year 11 (GCSE): Year 11) and those of no year group.",
        querystring: familyResourcesQuerySchema,
        response: { 200: z.array(resourceSchema), ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request, reply) =>
      sendJsonPage(reply, await resources.listForFamily(currentUser(request), request.query)),
  );

  app.get(
    "/api/resources/:id",
    {
      config: signedInAccess,
      schema: {
        params: idParamsSchema,
        response: { 200: resourceSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => resources.findById(request.params.id),
  );

  app.post(
    "/api/resources",
    {
      config: tutorAccess,
      schema: {
        description:
          "The resource belongs to the signed-in account; a `tutorId` in the body is ignored. An uploaded " +
          "`fileUrl` must name a stored file, which a tutor must have uploaded (403 otherwise).",
        body: resourceBodySchema,
        response: { 201: resourceSchema, ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const created = await resources.create(writerOf(request), currentUser(request).id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.put(
    "/api/resources/:id",
    {
      config: tutorAccess,
      schema: {
        description:
          "Admins change any resource, tutors their own (403 otherwise); the owner never changes. A file " +
          "the edit replaces is deleted when no other resource carries it.",
        params: idParamsSchema,
        body: resourceBodySchema,
        response: { 200: resourceSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => resources.update(writerOf(request), request.params.id, request.body),
  );

  app.delete(
    "/api/resources/:id",
    {
      config: tutorAccess,
      schema: {
        description:
          "Admins delete any resource, tutors their own (403 otherwise); its uploaded file goes too, unless " +
          "another resource carries it.",
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request, reply) => {
      await resources.delete(writerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
