/**
 * Learning resources [2§2.10], [2§7]: one library every signed-in account reads; admins and tutors add
 * resources, a tutor changing only their own (DECISIONS.md, access table). A resource's uploaded file
 * goes with it when no other resource carries it (DECISIONS.md "Resource files").
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "#shared/schemas/common.ts";
import { isUploadedFileUrl } from "#shared/schemas/files.ts";
import {
  familyResourcesQuerySchema,
  resourceBodySchema,
  resourceSchema,
  resourcesQuerySchema,
  resourceYearGroupOf,
} from "#shared/schemas/resources.ts";
import { z } from "#shared/zod.ts";
import type { OwnedWriteOutcome } from "../../db/owned-rows.ts";
import { sendJsonPage } from "../../http/json-page.ts";
import { unwrapOwnedWrite, writerOf } from "../../http/owned-writes.ts";
import { deniedResponses, errorResponses, signedInAccess, tutorAccess } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";
import { createFilesService } from "../files/files.service.ts";
import { studentNotFound } from "../students/students.errors.ts";
import { createStudentsRepository } from "../students/students.repository.ts";
import {
  resourceFileMissing,
  resourceFileNotYours,
  resourceNotFound,
  resourceNotOwner,
} from "./resources.errors.ts";
import { createResourcesRepository } from "./resources.repository.ts";

/** `GET`, `POST`, `PUT` and `DELETE` of `/api/resources`, and the family's `GET /api/student/resources`. */
export default async function resourcesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const resourcesRepo = createResourcesRepository(app.deps.database.db);
  const studentsRepo = createStudentsRepository(app.deps.database.db);
  const files = createFilesService(app.deps.database.db, app.deps.storage);

  /**
   * The year group a family's read is narrowed to (decision 049): the chosen child's (404 for a child the
   * account may not name) or a session's academic year's; undefined when neither is given.
   */
  async function yearGroupFilter(
    request: FastifyRequest,
    query: { studentId?: number; academicYear: string | null },
  ): Promise<string | null | undefined> {
    if (query.studentId !== undefined) {
      const grade = await studentsRepo.gradeOf(currentUser(request), query.studentId);
      if (grade === null) throw studentNotFound();
      return resourceYearGroupOf(grade);
    }
    return query.academicYear === null ? undefined : resourceYearGroupOf(query.academicYear);
  }

  const refusals = { notFound: resourceNotFound, notOwner: resourceNotOwner };
  const unwrap = <T>(outcome: OwnedWriteOutcome<T>) => unwrapOwnedWrite(outcome, refusals);

  /**
   * A newly attached uploaded file must exist, and a tutor may attach only a file they uploaded (an
   * admin any): a file's address alone must not let one tutor publish another's upload. Taking it marks
   * it attached, so housekeeping does not delete it as an upload nothing took (decision 045).
   */
  async function checkAttachable(request: FastifyRequest, fileUrl: string | null) {
    if (fileUrl === null || !isUploadedFileUrl(fileUrl)) return;
    const taken = await files.takeForResource(fileUrl, currentUser(request));
    if (taken === "missing") throw resourceFileMissing();
    if (taken === "not-yours") throw resourceFileNotYours();
  }

  /** Deletes an uploaded file that no resource carries any more; a failure is logged, not answered. */
  async function releaseFile(request: FastifyRequest, fileUrl: string | null) {
    if (fileUrl === null || !isUploadedFileUrl(fileUrl)) return;
    try {
      if ((await resourcesRepo.countUsing(fileUrl)) === 0) await files.deleteByUrl(fileUrl);
    } catch (error) {
      request.log.error({ err: error, fileUrl }, "could not delete a resource's file");
    }
  }

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
    async (request, reply) => sendJsonPage(reply, await resourcesRepo.listPage(request.query)),
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
    async (request, reply) => {
      const { studentId, academicYear, ...query } = request.query;
      const forYearGroup = await yearGroupFilter(request, { studentId, academicYear });
      return sendJsonPage(reply, await resourcesRepo.listPage({ ...query, forYearGroup }));
    },
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
    async (request) => {
      const resource = await resourcesRepo.findById(request.params.id);
      if (!resource) throw resourceNotFound();
      return resource;
    },
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
      await checkAttachable(request, request.body.fileUrl);
      const created = await resourcesRepo.create({ ...request.body, tutorId: currentUser(request).id });
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
    async (request) => {
      const writer = writerOf(request);
      const current = unwrap(await resourcesRepo.fileUrlAs(writer, request.params.id));
      if (request.body.fileUrl !== current) await checkAttachable(request, request.body.fileUrl);
      const { resource, previousFileUrl } = unwrap(
        await resourcesRepo.updateAs(writer, request.params.id, request.body),
      );
      if (previousFileUrl !== resource.fileUrl) await releaseFile(request, previousFileUrl);
      return resource;
    },
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
      const fileUrl = unwrap(await resourcesRepo.deleteAs(writerOf(request), request.params.id));
      await releaseFile(request, fileUrl);
      return reply.code(204).send(null);
    },
  );
}
