/** Teacher management for admins [1§2], [1§5], DECISIONS.md (edit and deactivate/reactivate). */
import { idParamsSchema } from "#shared/schemas/common.ts";
import {
  createTutorBodySchema,
  tutorSchema,
  tutorTemporaryPasswordSchema,
  updateTutorBodySchema,
} from "#shared/schemas/tutors.ts";
import { z } from "#shared/zod.ts";
import { adminAccess, deniedResponses, errorResponses, routeModule } from "../../http/route-options.ts";
import { refusingCommonPasswords } from "../../lib/common-passwords.ts";

export default routeModule((app, { services: { tutors } }) => {
  app.get(
    "/api/admin/tutors",
    { config: adminAccess, schema: { response: { 200: z.array(tutorSchema), ...deniedResponses } } },
    async () => tutors.list(),
  );

  app.get(
    "/api/admin/users/tutors",
    { config: adminAccess, schema: { response: { 200: z.array(tutorSchema), ...deniedResponses } } },
    async () => tutors.listActive(),
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
    async (request, reply) => reply.code(201).send(await tutors.create(request.body)),
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
    async (request) => tutors.update(request.params.id, request.body),
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
    // A new temporary password for a teacher who has not chosen one yet; shown once.
    async (request) => tutors.renewTemporaryPassword(request.params.id),
  );
});
