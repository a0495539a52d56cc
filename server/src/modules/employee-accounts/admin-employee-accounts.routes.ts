/** Employee accounts in bulk for admins [1§2], [1§5]: the CSV upload and generated accounts. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "#shared/schemas/common.ts";
import {
  bulkUploadBodySchema,
  bulkUploadResponseSchema,
  generateBulkAccountsBodySchema,
  generateBulkAccountsResponseSchema,
} from "#shared/schemas/employee-accounts.ts";
import { adminAccess, deniedResponses, errorResponses } from "../../http/route-options.ts";
import { createEmployeeAccountsService } from "./employee-accounts.service.ts";

export default async function adminEmployeeAccountsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const accounts = createEmployeeAccountsService(app.deps);

  app.post(
    "/api/admin/bulk-upload-employees",
    {
      config: adminAccess,
      // A CSV of up to BULK_UPLOAD_MAX_ROWS employees as JSON: the one body above the 1 MB default.
      bodyLimit: 5 * 1024 * 1024,
      schema: {
        body: bulkUploadBodySchema,
        response: { 200: bulkUploadResponseSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => accounts.upload(request.body),
  );

  app.post(
    "/api/admin/generate-bulk-accounts",
    {
      config: adminAccess,
      schema: {
        body: generateBulkAccountsBodySchema,
        response: {
          201: generateBulkAccountsResponseSchema,
          ...errorResponses(400, 404),
          ...deniedResponses,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await accounts.generate(request.body)),
  );

  app.post(
    "/api/admin/companies/:id/temporary-passwords",
    {
      config: adminAccess,
      schema: {
        params: idParamsSchema,
        response: {
          200: generateBulkAccountsResponseSchema,
          ...errorResponses(400, 404),
          ...deniedResponses,
        },
      },
    },
    async (request) => accounts.reissueTemporaryPasswords(request.params.id),
  );
}
