/** Employee accounts in bulk for admins [1§2], [1§5]: the CSV upload and generated accounts. */
import type { FastifyRequest } from "fastify";
import { idParamsSchema } from "#shared/schemas/common.ts";
import {
  bulkUploadBodySchema,
  bulkUploadResponseSchema,
  generateBulkAccountsBodySchema,
  generateBulkAccountsResponseSchema,
} from "#shared/schemas/employee-accounts.ts";
import { isDatabaseUnavailable } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { adminAccess, deniedResponses, errorResponses, routeModule } from "../../http/route-options.ts";
import { bulkAccountsNotCreated } from "./employee-accounts.errors.ts";

/**
 * The body limit of the upload: BULK_UPLOAD_MAX_ROWS rows at their field limits, even in a three-byte
 * script, are about 13 MB of JSON (a real 10,000-row HR export is 1-2 MB). Only an admin's body is read.
 */
const BULK_UPLOAD_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * Bulk creation runs in one transaction, so a failure that is not the admin's (the database refused
 * part-way) created nothing: the answer says so, and the cause goes to the log (decision 035). Answers
 * that already say what happened pass through: 4xx, and the 503 of a database that is away.
 */
async function allOrNothing<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof AppError || typeof status === "number" || isDatabaseUnavailable(error)) throw error;
    request.log.error({ err: error }, "bulk account creation failed: nothing was created");
    throw bulkAccountsNotCreated();
  }
}

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
