/** Registration codes and individual invitations, created and managed by admins [1§2], DECISIONS.md. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "#shared/schemas/common.ts";
import {
  createRegistrationCodeBodySchema,
  generateInvitesBodySchema,
  inviteItemSchema,
  inviteListItemSchema,
  registrationCodeResponseSchema,
  registrationCodeStatus,
} from "#shared/schemas/registration.ts";
import { z } from "#shared/zod.ts";
import { appLinks } from "../../config/links.ts";
import { adminAccess, deniedResponses, errorResponses } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";
import { companyNotFound } from "../companies/companies.errors.ts";
import { createCompaniesRepository } from "../companies/companies.repository.ts";
import { createEmployeeAccountsRepository } from "../employee-accounts/employee-accounts.repository.ts";
import { invitationEmail } from "../mail/account.templates.ts";
import { emailTaken } from "../users/users.errors.ts";
import { codeNotFound } from "./registration.errors.ts";
import { createRegistrationRepository, type IssuedInvitation } from "./registration.repository.ts";
import type { invitations, registrationCodes } from "./registration.table.ts";

export default async function adminRegistrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, config, mailer } = app.deps;
  const registrationRepo = createRegistrationRepository(database.db);
  const companiesRepo = createCompaniesRepository(database.db);
  const accountsRepo = createEmployeeAccountsRepository(database.db);
  const links = appLinks(config.appUrl);

  async function requireCompany(id: number) {
    const company = await companiesRepo.findById(id);
    if (!company) throw companyNotFound();
    return company;
  }

  const toCode = (row: typeof registrationCodes.$inferSelect) => ({
    id: row.id,
    code: row.code,
    maxUses: row.maxUses,
    uses: row.uses,
    expiresAt: row.expiresAt.toISOString(),
    registrationUrl: links.register(row.code),
    status: registrationCodeStatus(row),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  });

  const toListedInvite = (row: typeof invitations.$inferSelect) => ({
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    inviteLink: null,
    token: null,
    expiresAt: row.expiresAt.toISOString(),
    isUsed: row.usedAt !== null,
  });

  const toIssuedInvite = ({ invitation, token }: IssuedInvitation) => ({
    ...toListedInvite(invitation),
    inviteLink: links.invite(token),
    token,
  });

  function sendInvites(issued: IssuedInvitation[], companyName: string) {
    mailer.inBackground(async () => {
      for (const { invitation, token } of issued) {
        await mailer.send(
          invitation.email,
          "invitation",
          invitationEmail(config.brand, {
            fullName: invitation.fullName,
            companyName,
            inviteUrl: links.invite(token),
            expiresAt: invitation.expiresAt,
          }),
        );
      }
    });
  }

  async function resend(issued: IssuedInvitation) {
    const company = await companiesRepo.findById(issued.invitation.companyId);
    sendInvites([issued], company?.name ?? config.brand.name);
    return toIssuedInvite(issued);
  }

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
      const company = await requireCompany(body.companyId);
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
      const company = await requireCompany(request.params.id);
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
      const company = await requireCompany(request.params.id);
      // The same person twice in one list gets one invite.
      const seen = new Set<string>();
      const employees = request.body.employees.filter((employee) => {
        const key = employee.email.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      // Someone who already has an account could never register with the invite: say so now.
      const registered = await accountsRepo.registeredEmails(employees.map((e) => e.email));
      const taken = employees.find((employee) => registered.has(employee.email.toLowerCase()));
      if (taken) throw emailTaken(`${taken.email} already has an account`);
      const issued = await registrationRepo.createInvites(company.id, employees);
      sendInvites(issued, company.name);
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
      const company = await requireCompany(request.params.id);
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
    async (request) => resend(await registrationRepo.reissueInvite(request.params.id)),
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
    async (request) => {
      const { token } = request.params;
      return resend({ invitation: await registrationRepo.renewInvite(token), token });
    },
  );
}
