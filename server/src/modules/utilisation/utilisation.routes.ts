/**
 * The shared utilisation report (decision 026): `GET /api/reports/{token}` serves the page
 * `/reports/{token}` to a company's HR contact without sign-in, read-only. Unknown, revoked and expired
 * links answer the same 404.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  reportRangeQuerySchema,
  reportTokenParamsSchema,
  utilisationReportSchema,
} from "#shared/schemas/utilisation.ts";
import { defaultRateLimits } from "../../context.ts";
import { errorResponses, publicRateLimited } from "../../http/route-options.ts";
import { digestToken } from "../../lib/tokens.ts";
import { sharedReportNotFound } from "./utilisation.errors.ts";
import { createUtilisationRepository } from "./utilisation.repository.ts";
import { buildReport, defaultRange } from "./utilisation.service.ts";

export default async function utilisationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const utilisationRepo = createUtilisationRepository(app.deps.database.db);
  // Generous for a person changing the range, tight for anyone guessing (tokens are 256 random bits anyway).
  const rateLimit = app.deps.config.rateLimits.sharedReport ?? defaultRateLimits.sharedReport;

  app.get(
    "/api/reports/:token",
    {
      config: publicRateLimited(rateLimit, "shared-report"),
      schema: {
        description:
          "The company's utilisation report for the holder of a live link (no sign-in); `from`/`to` as on the " +
          "admin's call, else the last 12 months.",
        params: reportTokenParamsSchema,
        querystring: reportRangeQuerySchema,
        response: { 200: utilisationReportSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const company = await utilisationRepo.companyOfLink(digestToken(request.params.token));
      if (!company) throw sharedReportNotFound();
      const { from, to } = request.query;
      const range = from && to ? { from, to } : defaultRange();
      const counts = await utilisationRepo.monthlyCounts(company.id, range.from, range.to);
      // The link's holder is outside the platform: no caching anywhere on the way.
      reply.header("cache-control", "no-store");
      return buildReport(company, range, counts);
    },
  );
}
