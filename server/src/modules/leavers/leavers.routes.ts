/**
 * The admin's leavers of a company (DECISIONS.md "Employers: places, leavers, HR managers"): admins for
 * any company, and the company's own HR managers for theirs (another company's path answers 404, which
 * the leavers' service decides). The HR screen's own paths (`/api/employer/leavers`) call the same service.
 */
import { rowIdParam } from "#shared/schemas/common.ts";
import { leaversBodySchema, leaversResultSchema } from "#shared/schemas/employer.ts";
import { z } from "#shared/zod.ts";
import { deniedResponses, errorResponses, routeModule } from "../../http/route-options.ts";
import { currentAccount } from "../../plugins/session.ts";
import type { AuditActor } from "../employer-audit/employer-audit.repository.ts";

/** Admins, and HR managers (for their own company only: the service answers 404 for another). */
const leaversAccess = { access: ["admin", "hr"] } as const;

const companyParams = z.object({ id: rowIdParam });
const leaverParams = z.object({ id: rowIdParam, userId: rowIdParam });

export default routeModule((app) => {
  const { leavers } = app.deps.services;

  /** The signed-in admin or HR manager, as the audit list names them. */
  const actorOf = (request: Parameters<typeof currentAccount>[0]): AuditActor => {
    const account = currentAccount(request);
    return { kind: account.role === "hr" ? "hr" : "admin", userId: account.id, label: account.fullName };
  };

  app.post(
    "/api/admin/companies/:id/leavers",
    {
      config: leaversAccess,
      schema: {
        params: companyParams,
        body: leaversBodySchema,
        response: { 200: leaversResultSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) =>
      leavers.mark({ companyId: request.params.id, ...request.body, actor: actorOf(request) }),
  );

  app.delete(
    "/api/admin/companies/:id/leavers/:userId",
    {
      config: leaversAccess,
      schema: {
        params: leaverParams,
        response: { 204: z.null(), ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const { id: companyId, userId } = request.params;
      await leavers.undo({ companyId, userId, actor: actorOf(request) });
      return reply.code(204).send(null);
    },
  );
});
