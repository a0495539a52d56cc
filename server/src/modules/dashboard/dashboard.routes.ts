/** `GET /api/dashboard/summary`: the tutor/admin dashboard's counts and newest recordings in one call [2§2.2]. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { dashboardSummarySchema } from "#shared/schemas/dashboard.ts";
import { deniedResponses, tutorAccess } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";

export default async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const dashboardRepo = app.deps.repositories.dashboard;

  app.get(
    "/api/dashboard/summary",
    {
      config: tutorAccess,
      schema: { response: { 200: dashboardSummarySchema, ...deniedResponses } },
    },
    async (request) => {
      const user = currentUser(request);
      return dashboardRepo.summaryFor({ role: user.role === "admin" ? "admin" : "tutor", id: user.id });
    },
  );
}
