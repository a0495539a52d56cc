/**
 * Students [2§2.9], [2§7]: tutors look after their own students, admins everyone's (DECISIONS.md access
 * table). A tutor's `tutorId` comes from the session, never the payload; a tutor reading another tutor's
 * student gets 404, writing it 403 (decision 013). A child belongs to one family: a tutor adds children
 * only to families it teaches and never moves one; an admin adds to any family, moves a child (recorded)
 * and assigns its tutor (decision 044).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "#shared/schemas/common.ts";
import { portalSessionSchema } from "#shared/schemas/scheduled-sessions.ts";
import {
  familyAccountSchema,
  familyAccountSearchQuerySchema,
  studentBodySchema,
  studentSchema,
} from "#shared/schemas/students.ts";
import { z } from "#shared/zod.ts";
import { forbidden } from "../../errors.ts";
import { deniedResponses, errorResponses, tutorAccess } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";
import { createScheduledSessionsRepository } from "../scheduled-sessions/scheduled-sessions.repository.ts";
import {
  familyNotFound,
  studentFamilyFixed,
  studentFamilyInvalid,
  studentNotFound,
  studentTutorInvalid,
} from "./students.errors.ts";
import { createStudentsRepository, type StudentScope } from "./students.repository.ts";

/** An admin reaches every student; a tutor their own. */
function scopeOf(request: FastifyRequest): StudentScope {
  const user = currentUser(request);
  return { tutorId: user.role === "admin" ? null : user.id };
}

export default async function studentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const studentsRepo = createStudentsRepository(db);
  const sessionsRepo = createScheduledSessionsRepository(db);

  /**
   * The family a write names must be one the caller reaches: for an admin an active family account (else
   * 400); for a tutor a family it teaches, anything else answering 404 as if it did not exist.
   */
  async function requireFamily(userId: number, scope: StudentScope) {
    if (await studentsRepo.isFamilyAccount(userId, scope)) return;
    throw scope.tutorId === null ? studentFamilyInvalid() : familyNotFound();
  }

  /** The tutor an admin names must be an active tutor account; a tutor's choice is ignored. */
  async function tutorChoice(tutorId: number | null | undefined, scope: StudentScope) {
    if (scope.tutorId !== null) return undefined;
    if (typeof tutorId === "number" && !(await studentsRepo.isTutorAccount(tutorId))) {
      throw studentTutorInvalid();
    }
    return tutorId;
  }

  app.get(
    "/api/students",
    { config: tutorAccess, schema: { response: { 200: z.array(studentSchema), ...deniedResponses } } },
    async (request) => studentsRepo.list(scopeOf(request)),
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
    async (request) => studentsRepo.searchFamilyAccounts(request.query.search, scopeOf(request)),
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
    async (request) => {
      const student = await studentsRepo.findById(request.params.id, scopeOf(request));
      if (!student) throw studentNotFound();
      return student;
    },
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
    async (request) => {
      const scope = scopeOf(request);
      const student = await studentsRepo.findById(request.params.id, scope);
      if (!student) throw studentNotFound();
      return sessionsRepo.listUpcomingForStudent(student.id, scope.tutorId, new Date());
    },
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
    async (request, reply) => {
      const scope = scopeOf(request);
      const { tutorId, ...values } = request.body;
      await requireFamily(values.userId, scope);
      // A tutor's new student is theirs; an admin's has the tutor it names, or none yet.
      const tutor = scope.tutorId ?? (await tutorChoice(tutorId, scope)) ?? null;
      return reply.code(201).send(await studentsRepo.create(values, tutor));
    },
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
    async (request) => {
      const scope = scopeOf(request);
      const { tutorId, ...values } = request.body;
      // A tutor's own child keeps its family (refused in the update); an admin's move needs a family.
      if (scope.tutorId === null) await requireFamily(values.userId, scope);
      const result = await studentsRepo.update(
        request.params.id,
        { ...values, tutorId: await tutorChoice(tutorId, scope) },
        scope,
        currentUser(request).id,
      );
      if (!result.student) {
        if (result.failure === "missing") throw studentNotFound();
        throw result.failure === "forbidden" ? forbidden() : studentFamilyFixed();
      }
      return result.student;
    },
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
      const failure = await studentsRepo.delete(request.params.id, scopeOf(request));
      if (failure === "missing") throw studentNotFound();
      if (failure === "forbidden") throw forbidden();
      return reply.code(204).send(null);
    },
  );
}
