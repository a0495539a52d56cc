/**
 * The company utilisation report's route (decision 026), one definition for the admin's path and the HR
 * manager's (decision 056): the report as JSON or, with `format=csv`, as a CSV download. Each path says
 * who may call it and how it finds its company (the admin's from the address, the HR manager's from the
 * session); the report and its CSV are the utilisation module's, handed in, so this stays below the modules.
 */
import type { FastifyContextConfig, FastifyRequest } from "fastify";
import { idParamsSchema } from "#shared/schemas/common.ts";
import {
  reportFilename,
  type UtilisationReport,
  utilisationQuerySchema,
  utilisationReportSchema,
} from "#shared/schemas/utilisation.ts";
import { z } from "#shared/zod.ts";
import {
  type adminAccess,
  deniedResponses,
  type employerAccess,
  errorResponses,
  type RoutesApp,
} from "./route-options.ts";

const csvText = z.string().meta({ description: "The report as CSV (with `format=csv`)" });

export type UtilisationReportRoute = {
  path: string;
  config: typeof adminAccess | typeof employerAccess;
  description: string;
  /** `"path"`: the company of the path's `:id` (the admin's); else how a request finds it. */
  company: "path" | ((request: FastifyRequest) => number);
  report: (companyId: number, query: { from?: string; to?: string }) => Promise<UtilisationReport>;
  csv: (report: UtilisationReport) => string;
};

export function utilisationReportRoute(app: RoutesApp, route: UtilisationReportRoute) {
  const config: FastifyContextConfig = route.config;
  app.get(
    route.path,
    {
      config,
      schema: {
        description: route.description,
        ...(route.company === "path" ? { params: idParamsSchema } : {}),
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
      // The path's id was checked by `idParamsSchema` before the handler runs.
      const { company } = route;
      const companyId = company === "path" ? (request.params as { id: number }).id : company(request);
      const report = await route.report(companyId, request.query);
      if (request.query.format !== "csv") return report;
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="${reportFilename(report.companyName, report.from, report.to)}"`,
        )
        .send(route.csv(report));
    },
  );
}
