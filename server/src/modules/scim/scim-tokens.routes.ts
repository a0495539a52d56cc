/**
 * A company's SCIM tokens: its HR managers' (`EMPLOYER_API.scimTokens`, their own company, from the
 * session) and the admin's (`ADMIN_EMPLOYER_API.scimTokens`, any company). A token is shown once, when
 * made; another company's token answers 404.
 */
import type { FastifyRequest } from "fastify";
import { idParamsSchema } from "#shared/schemas/common.ts";
import { EMPLOYER_API } from "#shared/schemas/employer.ts";
import {
  adminScimTokenParamsSchema,
  createdScimTokenSchema,
  createScimTokenBodySchema,
  scimTokenSchema,
  scimTokensSchema,
} from "#shared/schemas/scim.ts";
import { notFound } from "../../errors.ts";
import {
  adminAccess,
  deniedResponses,
  employerAccess,
  errorResponses,
  routeModule,
} from "../../http/route-options.ts";
import { currentAccount } from "../../plugins/session.ts";
import type { AuditActor } from "../employer-audit/employer-audit.repository.ts";

/** The signed-in admin or HR manager, as the audit list names them. */
function actorOf(request: FastifyRequest): AuditActor {
  const account = currentAccount(request);
  return { kind: account.role === "hr" ? "hr" : "admin", userId: account.id, label: account.fullName };
}

/** The HR manager's own company (404 for an HR account without one). */
function ownCompany(request: FastifyRequest): number {
  const companyId = currentAccount(request).companyId;
  if (companyId === null || companyId === undefined) throw notFound("Company not found", "COMPANY_NOT_FOUND");
  return companyId;
}

const ADMIN_TOKENS = "/api/admin/companies/:id/scim-tokens";

export default routeModule((app, deps) => {
  const tokens = deps.services.scimTokens;
  const listResponses = { 200: scimTokensSchema, ...errorResponses(404), ...deniedResponses };
  const createResponses = { 201: createdScimTokenSchema, ...errorResponses(400, 404), ...deniedResponses };
  const revokeResponses = { 200: scimTokenSchema, ...errorResponses(404), ...deniedResponses };

  app.get(
    EMPLOYER_API.scimTokens,
    { config: employerAccess, schema: { response: listResponses } },
    async (request) => tokens.list(ownCompany(request)),
  );
  app.post(
    EMPLOYER_API.scimTokens,
    { config: employerAccess, schema: { body: createScimTokenBodySchema, response: createResponses } },
    async (request, reply) =>
      reply.code(201).send(await tokens.create(ownCompany(request), request.body.label, actorOf(request))),
  );
  app.delete(
    EMPLOYER_API.scimToken(":id"),
    { config: employerAccess, schema: { params: idParamsSchema, response: revokeResponses } },
    async (request) => tokens.revoke(ownCompany(request), request.params.id, actorOf(request)),
  );

  app.get(
    ADMIN_TOKENS,
    { config: adminAccess, schema: { params: idParamsSchema, response: listResponses } },
    async (request) => tokens.list(request.params.id),
  );
  app.post(
    ADMIN_TOKENS,
    {
      config: adminAccess,
      schema: { params: idParamsSchema, body: createScimTokenBodySchema, response: createResponses },
    },
    async (request, reply) =>
      reply.code(201).send(await tokens.create(request.params.id, request.body.label, actorOf(request))),
  );
  app.delete(
    `${ADMIN_TOKENS}/:tokenId`,
    { config: adminAccess, schema: { params: adminScimTokenParamsSchema, response: revokeResponses } },
    async (request) => tokens.revoke(request.params.id, request.params.tokenId, actorOf(request)),
  );
});
