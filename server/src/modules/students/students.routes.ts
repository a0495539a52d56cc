/**
 * Students [2§2.9], [2§7]: tutors look after their own students, admins everyone's (DECISIONS.md access
 * table). `tutorId` comes from the session, never the payload; a tutor reading another tutor's student
 * gets 404, writing it 403 (decision 013).
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
import { studentFamilyInvalid, studentNotFound } from "./students.errors.ts";
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

  async function requireFamily(userId: number) {
    if (!(await studentsRepo.isFamilyAccount(userId))) throw studentFamilyInvalid();
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
    async (request) => studentsRepo.searchFamilyAccounts(request.query.search),
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
        response: { 201: studentSchema, ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request, reply) => {
      await requireFamily(request.body.userId);
      // A tutor's new student is theirs; an admin's has no tutor yet (decision 013).
      const created = await studentsRepo.create(request.body, scopeOf(request).tutorId);
      return reply.code(201).send(created);
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
      await requireFamily(request.body.userId);
      const result = await studentsRepo.update(request.params.id, request.body, scopeOf(request));
      if (!result.student) throw result.failure === "missing" ? studentNotFound() : forbidden();
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
