/** Teacher management for admins [1§2], [1§5], DECISIONS.md (edit and deactivate/reactivate). */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "#shared/schemas/common.ts";
import {
  createTutorBodySchema,
  tutorSchema,
  tutorTemporaryPasswordSchema,
  updateTutorBodySchema,
} from "#shared/schemas/tutors.ts";
import { z } from "#shared/zod.ts";
import { appLinks } from "../../config/links.ts";
import { adminAccess, deniedResponses, errorResponses } from "../../http/route-options.ts";
import { refusingCommonPasswords } from "../../lib/common-passwords.ts";
import { generatePassword, hashPassword } from "../../lib/password.ts";
import { createLoginSessionsRepository } from "../auth/login-sessions.repository.ts";
import { teacherInviteEmail } from "../mail/account.templates.ts";
import { createUsersRepository } from "../users/users.repository.ts";
import { tutorAlreadyActivated, tutorNotFound } from "./tutors.errors.ts";
import { createTutorsRepository, toTutor } from "./tutors.repository.ts";

export default async function adminTutorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, config, mailer } = app.deps;
  const tutorsRepo = createTutorsRepository(database.db);
  const loginSessionsRepo = createLoginSessionsRepository(database.db);
  const links = appLinks(config.appUrl);

  app.get(
    "/api/admin/tutors",
    { config: adminAccess, schema: { response: { 200: z.array(tutorSchema), ...deniedResponses } } },
    async () => (await tutorsRepo.list()).map(toTutor),
  );

  app.get(
    "/api/admin/users/tutors",
    { config: adminAccess, schema: { response: { 200: z.array(tutorSchema), ...deniedResponses } } },
    async () => (await tutorsRepo.listActive()).map(toTutor),
  );

  app.post(
    "/api/admin/tutors",
    {
      config: adminAccess,
      schema: {
        body: refusingCommonPasswords(createTutorBodySchema, "password"),
        response: { 201: tutorSchema, ...errorResponses(400, 409), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const { password, sendInvite, role: _role, ...profile } = request.body;
      // The password the admin types is temporary: the teacher must replace it at first sign-in.
      const created = await tutorsRepo.create({ ...profile, passwordHash: await hashPassword(password) });
      if (sendInvite) {
        mailer.inBackground(() =>
          mailer.send(
            created.email,
            "teacher-invite",
            teacherInviteEmail(config.brand, {
              fullName: created.fullName,
              username: created.username,
              password,
              signInUrl: links.signIn,
            }),
          ),
        );
      }
      return reply.code(201).send(toTutor(created));
    },
  );

  app.put(
    "/api/admin/tutors/:id",
    {
      config: adminAccess,
      schema: {
        params: idParamsSchema,
        body: updateTutorBodySchema,
        response: { 200: tutorSchema, ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request) => {
      const changes = Object.fromEntries(
        Object.entries(request.body).filter(([, value]) => value !== undefined),
      ) as typeof request.body;
      const updated =
        Object.keys(changes).length > 0
          ? await tutorsRepo.update(request.params.id, changes)
          : await tutorsRepo.findById(request.params.id);
      if (!updated) throw tutorNotFound();
      // A deactivated teacher is signed out everywhere at once.
      if (changes.isActive === false) await loginSessionsRepo.deleteAllForUser(updated.id);
      return toTutor(updated);
    },
  );

  app.post(
    "/api/admin/tutors/:id/temporary-password",
    {
      config: adminAccess,
      schema: {
        params: idParamsSchema,
        response: { 200: tutorTemporaryPasswordSchema, ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request) => {
      // A new temporary password for a teacher who has not chosen one yet (issue 14 item 5); shown once.
      const tutor = await tutorsRepo.findById(request.params.id);
      if (!tutor) throw tutorNotFound();
      const password = generatePassword();
      const renewed = await database.db.transaction(async (tx) => {
        const updated = await createUsersRepository(tx).setTemporaryPassword(
          tutor.id,
          await hashPassword(password),
          tx,
        );
        if (updated) await createLoginSessionsRepository(tx).deleteAllForUser(tutor.id);
        return updated;
      });
      if (!renewed) throw tutorAlreadyActivated();
      return { fullName: tutor.fullName, username: tutor.username, email: tutor.email, password };
    },
  );
}
