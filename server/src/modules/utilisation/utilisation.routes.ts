/**
 * The shared utilisation report (decision 026): `GET /api/reports/{token}` serves the page
 * `/reports/{token}` to a company's HR contact without sign-in, read-only. Unknown, revoked and expired
 * links answer the same 404.
 */
import {
  reportRangeQuerySchema,
  reportTokenParamsSchema,
  utilisationReportSchema,
} from "#shared/schemas/utilisation.ts";
import { defaultRateLimits } from "../../context.ts";
import { errorResponses, publicRateLimited, routeModule } from "../../http/route-options.ts";

export default routeModule((app, { config, services: { utilisation } }) => {
  // Generous for a person changing the range, tight for anyone guessing (tokens are 256 random bits anyway).
  const rateLimit = config.rateLimits.sharedReport ?? defaultRateLimits.sharedReport;

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
      const report = await utilisation.sharedReport(request.params.token, request.query);
      // The link's holder is outside the platform: no caching anywhere on the way.
      reply.header("cache-control", "no-store");
      return report;
    },
  );
});
