/** `GET /api/dashboard/summary`: the tutor/admin dashboard's counts and newest recordings in one call [2§2.2]. */
import { dashboardSummarySchema } from "#shared/schemas/dashboard.ts";
import { deniedResponses, routeModule, tutorAccess } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";

export default routeModule((app, { repositories: { dashboard } }) => {
  app.get(
    "/api/dashboard/summary",
    {
      config: tutorAccess,
      schema: { response: { 200: dashboardSummarySchema, ...deniedResponses } },
    },
    async (request) => {
      const user = currentUser(request);
      return dashboard.summaryFor({ role: user.role === "admin" ? "admin" : "tutor", id: user.id });
    },
  );
});
