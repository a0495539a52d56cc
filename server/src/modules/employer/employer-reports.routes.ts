/**
 * The HR manager's reading of its own company: the utilisation report (the admin's, with the same
 * suppression of small counts) and the company's audit list of employer changes.
 */
import { auditPageSchema, auditQuerySchema, EMPLOYER_API } from "#shared/schemas/employer.ts";
import {
  reportFilename,
  utilisationQuerySchema,
  utilisationReportSchema,
} from "#shared/schemas/utilisation.ts";
import { z } from "#shared/zod.ts";
import { deniedResponses, employerAccess, errorResponses, routeModule } from "../../http/route-options.ts";
import { reportCsv } from "../utilisation/utilisation.service.ts";
import { employerOf } from "./employer-access.ts";

const csvText = z.string().meta({ description: "The report as CSV (with `format=csv`)" });

export default routeModule((app, { services: { employer } }) => {
  app.get(
    EMPLOYER_API.utilisation,
    {
      config: employerAccess,
      schema: {
        description:
          "The company's utilisation report, as the admin's (`from`/`to` as YYYY-MM, else the last 12 months; " +
          'counts 1–4 read "<5"); with `format=csv`, as a CSV download.',
        querystring: utilisationQuerySchema,
        produces: ["application/json", "text/csv"],
        response: {
          200: z.union([utilisationReportSchema, csvText]),
          ...errorResponses(400, 404),
          ...deniedResponses,
        },
      },
    },
    async (request, reply) => {
      const report = await employer.utilisation(employerOf(request).companyId, request.query);
      if (request.query.format !== "csv") return report;
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="${reportFilename(report.companyName, report.from, report.to)}"`,
        )
        .send(reportCsv(report));
    },
  );

  app.get(
    EMPLOYER_API.audit,
    {
      config: employerAccess,
      schema: {
        description: "The company's audit list of employer changes, newest first, 50 a page.",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => employer.audit(employerOf(request).companyId, request.query.page),
  );
});
