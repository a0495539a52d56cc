/** Registration codes and individual invitations, created and managed by admins [1§2], DECISIONS.md. */
import { idParamsSchema } from "#shared/schemas/common.ts";
import {
  createRegistrationCodeBodySchema,
  generateInvitesBodySchema,
  inviteItemSchema,
  inviteListItemSchema,
  registrationCodeResponseSchema,
} from "#shared/schemas/registration.ts";
import { z } from "#shared/zod.ts";
import { adminAccess, deniedResponses, errorResponses, routeModule } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";
import { codeNotFound } from "./registration.errors.ts";
import type { IssuedInvitation } from "./registration.repository.ts";
import { toIssuedInvite as toIssued, toListedInvite, toRegistrationCode } from "./registration.rules.ts";
import type { registrationCodes } from "./registration.table.ts";

export default routeModule((app) => {
  const { links } = app.deps;
  const { registration: registrationRepo } = app.deps.repositories;
  const { companies, invitations: invites } = app.deps.services;

  const toCode = (row: typeof registrationCodes.$inferSelect) => toRegistrationCode(row, links);
  const toIssuedInvite = (issued: IssuedInvitation) => toIssued(issued, links);

  app.post(
    "/api/admin/create-registration-code",
    {
      config: adminAccess,
      schema: {
        body: createRegistrationCodeBodySchema,
        response: { 201: registrationCodeResponseSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const company = await companies.require(body.companyId);
      // Codes register family accounts only (`student` means the same, DECISIONS.md).
      const created = await registrationRepo.createCode({
        companyId: company.id,
        maxUses: body.maxUses,
        expiryDays: body.expiryDays,
        createdBy: currentUser(request).id,
      });
      return reply.code(201).send(toCode(created));
    },
  );

  app.get(
    "/api/admin/companies/:id/registration-codes",
    {
      config: adminAccess,
      schema: {
        description:
          "The company's registration codes, newest first, with their uses and status (`active`, `used-up`, " +
          "`expired`, `revoked`; decision 048); 404 for an unknown company.",
        params: idParamsSchema,
        response: {
          200: z.array(registrationCodeResponseSchema),
          ...errorResponses(400, 404),
          ...deniedResponses,
        },
      },
    },
    async (request) => {
      const company = await companies.require(request.params.id);
      return (await registrationRepo.listCodesForCompany(company.id)).map(toCode);
    },
  );

  app.delete(
    "/api/admin/registration-codes/:id",
    {
      config: adminAccess,
      schema: {
        description:
          "Revokes a registration code at once: registering with it is then refused as with an unknown code, " +
          "and its page says the link is invalid. Revoking it again changes nothing (decision 048).",
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const revoked = await registrationRepo.revokeCode(request.params.id, currentUser(request).id);
      if (!revoked) throw codeNotFound();
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/admin/companies/:id/generate-employee-invites",
    {
      config: adminAccess,
      schema: {
        params: idParamsSchema,
        body: generateInvitesBodySchema,
        response: { 201: z.array(inviteItemSchema), ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const issued = await invites.invite(request.params.id, request.body.employees);
      return reply.code(201).send(issued.map(toIssuedInvite));
    },
  );

  app.get(
    "/api/admin/companies/:id/invite-links",
    {
      config: adminAccess,
      schema: {
        params: idParamsSchema,
        response: { 200: z.array(inviteListItemSchema), ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => {
      const company = await companies.require(request.params.id);
      return (await registrationRepo.listInvitesForCompany(company.id)).map(toListedInvite);
    },
  );

  // A fresh link for an unused invitation: the old link stops working, the new one is valid for 7 days,
  // e-mailed to the employee and answered here once (the list never shows a link).
  app.post(
    "/api/admin/invitations/:id/resend",
    {
      config: adminAccess,
      schema: {
        params: idParamsSchema,
        response: { 200: inviteItemSchema, ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request) => toIssuedInvite(await invites.reissue(request.params.id)),
  );

  app.post(
    "/api/admin/invite-links/:token/resend",
    {
      config: adminAccess,
      schema: {
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: inviteItemSchema, ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    // The path of [1§9], for a caller that holds the link: the same link, renewed for 7 days and
    // e-mailed again. The request log writes this path without its token (app.ts).
    async (request) => toIssuedInvite(await invites.renew(request.params.token)),
  );
});
