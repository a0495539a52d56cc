/**
 * The employer utilisation report for admins (DECISIONS.md "Employer utilisation report", decision 026):
 * the report per company and month range as JSON or CSV, and the read-only links for the company's HR.
 */
import { idParamsSchema } from "#shared/schemas/common.ts";
import {
  createdReportLinkSchema,
  createReportLinkBodySchema,
  reportLinkSchema,
} from "#shared/schemas/utilisation.ts";
import { z } from "#shared/zod.ts";
import { adminAccess, deniedResponses, errorResponses, routeModule } from "../../http/route-options.ts";
import { utilisationReportRoute } from "../../http/utilisation-report-route.ts";
import { currentUser } from "../../plugins/session.ts";
import { reportCsv } from "./utilisation.service.ts";

export default routeModule((app, { services: { utilisation } }) => {
  utilisationReportRoute(app, {
    path: "/api/admin/companies/:id/utilisation",
    config: adminAccess,
    description:
      'Counts per month from `from` to `to` (YYYY-MM, at most 24 months; without them the last 12). Counts 1–4 read "<5"; ' +
      'a total is null (withheld) when any of its months is "<5". With `format=csv`, the same as a CSV download.',
    company: "path",
    report: utilisation.companyReport,
    csv: reportCsv,
  });

  app.post(
    "/api/admin/companies/:id/report-links",
    {
      config: adminAccess,
      schema: {
        description:
          "A read-only link to the company's report for its HR contact, valid `expiresInDays` (1–90). The URL is " +
          "answered once: only a digest of its token is stored.",
        params: idParamsSchema,
        body: createReportLinkBodySchema,
        response: { 201: createdReportLinkSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const link = await utilisation.createLink(currentUser(request).id, id, request.body.expiresInDays);
      return reply.code(201).send(link);
    },
  );

  app.get(
    "/api/admin/companies/:id/report-links",
    {
      config: adminAccess,
      schema: {
        description:
          "The company's report links, newest first, revoked and expired ones too; never their tokens.",
        params: idParamsSchema,
        response: { 200: z.array(reportLinkSchema), ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => utilisation.listLinks(request.params.id),
  );

  app.delete(
    "/api/admin/report-links/:id",
    {
      config: adminAccess,
      schema: {
        description: "Revokes a report link at once; revoking it again changes nothing.",
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request, reply) => {
      await utilisation.revokeLink(request.params.id);
      return reply.code(204).send(null);
    },
  );
});
