/**
 * A family's own children (DECISIONS.md "Children of a family"): the family account lists, adds, edits
 * and removes them on /account. Every query is scoped to the signed-in family inside the SQL, so another
 * family's child answers 404 like a missing one; the tutor and notes a tutor set are never touched.
 */
import { idParamsSchema } from "#shared/schemas/common.ts";
import { familyChildBodySchema, familyChildSchema } from "#shared/schemas/students.ts";
import { z } from "#shared/zod.ts";
import { deniedResponses, errorResponses, familyAccess, routeModule } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";
import { familyChildNotFound } from "./students.errors.ts";
import { toFamilyChild } from "./students.rules.ts";

export default routeModule((app, { repositories: { students } }) => {
  app.get(
    "/api/family/children",
    {
      config: familyAccess,
      schema: { response: { 200: z.array(familyChildSchema), ...deniedResponses } },
    },
    async (request) => (await students.listForFamily(currentUser(request).id)).map(toFamilyChild),
  );

  app.post(
    "/api/family/children",
    {
      config: familyAccess,
      schema: {
        body: familyChildBodySchema,
        response: { 201: familyChildSchema, ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const child = await students.createForFamily(currentUser(request).id, request.body);
      return reply.code(201).send(toFamilyChild(child));
    },
  );

  app.put(
    "/api/family/children/:id",
    {
      config: familyAccess,
      schema: {
        params: idParamsSchema,
        body: familyChildBodySchema,
        response: { 200: familyChildSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => {
      const child = await students.updateForFamily(request.params.id, currentUser(request).id, request.body);
      if (!child) throw familyChildNotFound();
      return toFamilyChild(child);
    },
  );

  app.delete(
    "/api/family/children/:id",
    {
      config: familyAccess,
      schema: {
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const deleted = await students.deleteForFamily(request.params.id, currentUser(request).id);
      if (!deleted) throw familyChildNotFound();
      return reply.code(204).send(null);
    },
  );
});
