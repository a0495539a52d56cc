/** Company management for admins [1§2], DECISIONS.md (real create and edit, derived employee count). */
import { idParamsSchema } from "#shared/schemas/common.ts";
import {
  companySchema,
  createCompanyBodySchema,
  updateCompanyBodySchema,
} from "#shared/schemas/companies.ts";
import { z } from "#shared/zod.ts";
import { adminAccess, deniedResponses, errorResponses, routeModule } from "../../http/route-options.ts";

export default routeModule((app) => {
  const { companies } = app.deps.services;

  app.get(
    "/api/admin/companies",
    { config: adminAccess, schema: { response: { 200: z.array(companySchema), ...deniedResponses } } },
    async () => companies.list(),
  );

  app.post(
    "/api/admin/companies",
    {
      config: adminAccess,
      schema: {
        body: createCompanyBodySchema,
        response: { 201: companySchema, ...errorResponses(400, 409), ...deniedResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await companies.create(request.body)),
  );

  app.put(
    "/api/admin/companies/:id",
    {
      config: adminAccess,
      schema: {
        params: idParamsSchema,
        body: updateCompanyBodySchema,
        response: { 200: companySchema, ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request) => companies.update(request.params.id, request.body),
  );
});
