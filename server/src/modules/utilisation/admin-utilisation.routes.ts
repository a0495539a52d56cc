/**
 * The employer utilisation report for admins (DECISIONS.md "Employer utilisation report", decision 026):
 * the report per company and month range as JSON or CSV, and the read-only links for the company's HR.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "#shared/schemas/common.ts";
import {
  createdReportLinkSchema,
  createReportLinkBodySchema,
  reportFilename,
  reportLinkSchema,
  utilisationQuerySchema,
  utilisationReportSchema,
} from "#shared/schemas/utilisation.ts";
import { z } from "#shared/zod.ts";
import { appLinks } from "../../config/links.ts";
import { adminAccess, deniedResponses, errorResponses } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";
import { newToken } from "../../lib/tokens.ts";
import { companyNotFound } from "../companies/companies.errors.ts";
import { createCompaniesRepository } from "../companies/companies.repository.ts";
import { reportLinkNotFound } from "./utilisation.errors.ts";
import { createUtilisationRepository } from "./utilisation.repository.ts";
import { buildReport, defaultRange, reportCsv } from "./utilisation.service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const csvText = z.string().meta({ description: "The report as CSV (with `format=csv`)" });

export default async function adminUtilisationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, config } = app.deps;
  const companiesRepo = createCompaniesRepository(database.db);
  const utilisationRepo = createUtilisationRepository(database.db);
  const links = appLinks(config.appUrl);

  async function companyOr404(id: number) {
    const company = await companiesRepo.findById(id);
    if (!company) throw companyNotFound();
    return company;
  }

  app.get(
    "/api/admin/companies/:id/utilisation",
    {
      config: adminAccess,
      schema: {
        description:
          'Counts per month from `from` to `to` (YYYY-MM, at most 24 months; without them the last 12). Counts 1–4 read "<5"; ' +
          'a total is null (withheld) when any of its months is "<5". With `format=csv`, the same as a CSV download.',
        params: idParamsSchema,
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
      const company = await companyOr404(request.params.id);
      const { format, from, to } = request.query;
      const range = from && to ? { from, to } : defaultRange();
      const counts = await utilisationRepo.monthlyCounts(company.id, range.from, range.to);
      const report = buildReport(company, range, counts);
      if (format !== "csv") return report;
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="${reportFilename(company.name, range.from, range.to)}"`,
        )
        .send(reportCsv(report));
    },
  );

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
      const company = await companyOr404(request.params.id);
      const { token, digest } = newToken();
      const link = await utilisationRepo.createLink({
        companyId: company.id,
        tokenHash: digest,
        createdBy: currentUser(request).id,
        expiresAt: new Date(Date.now() + request.body.expiresInDays * DAY_MS),
      });
      return reply.code(201).send({ id: link.id, url: links.sharedReport(token), expiresAt: link.expiresAt });
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
    async (request) => {
      const company = await companyOr404(request.params.id);
      return utilisationRepo.listLinks(company.id);
    },
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
      if (!(await utilisationRepo.revokeLink(request.params.id))) throw reportLinkNotFound();
      return reply.code(204).send(null);
    },
  );
}
