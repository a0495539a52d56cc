/**
 * The HR manager's reading of its own company: the utilisation report (the admin's, with the same
 * suppression of small counts) and the company's audit list of employer changes.
 */
import { auditPageSchema, auditQuerySchema, EMPLOYER_API } from "#shared/schemas/employer.ts";
import { deniedResponses, employerAccess, errorResponses, routeModule } from "../../http/route-options.ts";
import { utilisationReportRoute } from "../../http/utilisation-report-route.ts";
import { reportCsv } from "../utilisation/utilisation.service.ts";
import { employerOf } from "./employer-access.ts";

export default routeModule((app, { services: { employer } }) => {
  utilisationReportRoute(app, {
    path: EMPLOYER_API.utilisation,
    config: employerAccess,
    description:
      "The company's utilisation report, as the admin's (`from`/`to` as YYYY-MM, else the last 12 months; " +
      'counts 1–4 read "<5"); with `format=csv`, as a CSV download.',
    company: (request) => employerOf(request).companyId,
    report: employer.utilisation,
    csv: reportCsv,
  });

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
