/** Company management for admins [1§2], DECISIONS.md (real create and edit, derived employee count). */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "#shared/schemas/common.ts";
import {
  companySchema,
  createCompanyBodySchema,
  updateCompanyBodySchema,
} from "#shared/schemas/companies.ts";
import { z } from "#shared/zod.ts";
import { adminAccess, deniedResponses, errorResponses } from "../../http/route-options.ts";
import { companyNotFound } from "./companies.errors.ts";
import { createCompaniesRepository } from "./companies.repository.ts";

function dateOrNull(value: string | null | undefined) {
  if (value === undefined) return undefined;
  return value === null ? null : new Date(value);
}

export default async function adminCompaniesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const companiesRepo = createCompaniesRepository(app.deps.database.db);

  app.get(
    "/api/admin/companies",
    { config: adminAccess, schema: { response: { 200: z.array(companySchema), ...deniedResponses } } },
    async () => companiesRepo.list(),
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
    async (request, reply) => {
      // The form's employee count is the expected workforce; `employeeCount` in the response stays
      // derived from linked accounts (DECISIONS.md).
      const { employeeCount, subscriptionEndDate, ...values } = request.body;
      const created = await companiesRepo.create({
        ...values,
        expectedEmployees: employeeCount ?? null,
        subscriptionEndDate: dateOrNull(subscriptionEndDate) ?? null,
      });
      return reply.code(201).send(created);
    },
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
    async (request) => {
      const { employeeCount, subscriptionEndDate, ...rest } = request.body;
      const changes = Object.fromEntries(
        Object.entries({
          ...rest,
          expectedEmployees: employeeCount,
          subscriptionEndDate: dateOrNull(subscriptionEndDate),
        }).filter(([, value]) => value !== undefined),
      );
      const updated = await companiesRepo.update(request.params.id, changes);
      if (!updated) throw companyNotFound();
      return updated;
    },
  );
}
