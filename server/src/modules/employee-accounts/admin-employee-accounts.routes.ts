/** Employee accounts in bulk for admins [1§2], [1§5]: the CSV upload and generated accounts. */
import { idParamsSchema } from "#shared/schemas/common.ts";
import {
  bulkUploadBodySchema,
  bulkUploadResponseSchema,
  generateBulkAccountsBodySchema,
  generateBulkAccountsResponseSchema,
} from "#shared/schemas/employee-accounts.ts";
import { adminAccess, deniedResponses, errorResponses, routeModule } from "../../http/route-options.ts";
import { allOrNothing, BULK_UPLOAD_BODY_LIMIT } from "./employee-accounts.errors.ts";

export default routeModule((app) => {
  const accounts = app.deps.services.employeeAccounts;

  app.post(
    "/api/admin/bulk-upload-employees",
    {
      config: adminAccess,
      // A CSV of up to BULK_UPLOAD_MAX_ROWS employees as JSON: the one body above the 1 MB default.
      bodyLimit: BULK_UPLOAD_BODY_LIMIT,
      schema: {
        body: bulkUploadBodySchema,
        response: { 200: bulkUploadResponseSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => allOrNothing(request, () => accounts.upload(request.body)),
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
    async (request, reply) =>
      reply.code(201).send(await allOrNothing(request, () => accounts.generate(request.body))),
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
});
