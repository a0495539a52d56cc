/**
 * An admin acts on a family's data-rights request (decision 030): finds the family account, downloads
 * the same export the family would, or erases the account, recorded with who and when.
 */
import {
  ACCOUNT_MESSAGES,
  accountErasedSchema,
  accountExportSchema,
  eraseFamilyBodySchema,
  FAMILY_SEARCH_LIMIT,
  familyAccountSchema,
  familySearchQuerySchema,
} from "#shared/schemas/account.ts";
import { idParamsSchema } from "#shared/schemas/common.ts";
import { z } from "#shared/zod.ts";
import { adminAccess, deniedResponses, errorResponses, routeModule } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";
import { sendExport } from "./account.routes.ts";

export default routeModule((app) => {
  const service = app.deps.services.account;

  app.get(
    "/api/admin/families",
    {
      config: adminAccess,
      schema: {
        description: `Family accounts whose username, e-mail or name contains the search text (at most ${FAMILY_SEARCH_LIMIT}).`,
        querystring: familySearchQuerySchema,
        response: { 200: z.array(familyAccountSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const rows = await service.searchFamilies(request.query.search, FAMILY_SEARCH_LIMIT);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  );

  app.get(
    "/api/admin/families/:id/export",
    {
      config: adminAccess,
      schema: {
        description: "The family's data export, on its request: the same document the family downloads.",
        params: idParamsSchema,
        response: { 200: accountExportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendExport(
        reply,
        service,
        id,
        (now) => `family-${id}-data-${now.toISOString().slice(0, 10)}.json`,
      );
    },
  );

  app.post(
    "/api/admin/families/:id/erase",
    {
      config: adminAccess,
      schema: {
        description:
          "Erases a family's account on its request (the typed confirmation DELETE), recorded with the admin " +
          "who did it and when; the family gets the confirmation e-mail.",
        params: idParamsSchema,
        body: eraseFamilyBodySchema,
        response: { 200: accountErasedSchema, ...errorResponses(400, 401, 403, 404), ...deniedResponses },
      },
    },
    async (request) => {
      await service.erase(request.params.id, { requestedBy: "admin", erasedBy: currentUser(request).id });
      return { message: ACCOUNT_MESSAGES.familyErased };
    },
  );
});
