/** Registration codes and individual invitations, created and managed by admins [1§2], DECISIONS.md. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorSchema, idParamsSchema } from "#shared/schemas/common.ts";
import {
  createRegistrationCodeBodySchema,
  generateInvitesBodySchema,
  inviteItemSchema,
  registrationCodeResponseSchema,
} from "#shared/schemas/registration.ts";
import { z } from "#shared/zod.ts";
import { conflict, notFound } from "../../errors.ts";
import { currentUser } from "../../plugins/session.ts";
import { createCompaniesRepository } from "../companies/companies.repository.ts";
import { createEmployeeAccountsRepository } from "../employee-accounts/employee-accounts.repository.ts";
import { invitationEmail } from "../mail/templates.ts";
import { createAdminRegistrationRepository } from "./admin-registration.repository.ts";
import type { invitations, registrationCodes } from "./registration.table.ts";

const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
const admin = { access: ["admin"] as const };

export default async function adminRegistrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, config, mailer } = app.deps;
  const registrationRepo = createAdminRegistrationRepository(database.db);
  const companiesRepo = createCompaniesRepository(database.db);
  const accountsRepo = createEmployeeAccountsRepository(database.db);

  async function requireCompany(id: number) {
    const company = await companiesRepo.findById(id);
    if (!company) throw notFound("Company not found", "COMPANY_NOT_FOUND");
    return company;
  }

  const toCode = (row: typeof registrationCodes.$inferSelect) => ({
    code: row.code,
    maxUses: row.maxUses,
    uses: row.uses,
    expiresAt: row.expiresAt.toISOString(),
    registrationUrl: `${config.appUrl}/register/${row.code}`,
  });

  const inviteUrl = (token: string) => `${config.appUrl}/auth?token=${encodeURIComponent(token)}`;
  const toInvite = (row: typeof invitations.$inferSelect) => ({
    fullName: row.fullName,
    email: row.email,
    inviteLink: inviteUrl(row.token),
    token: row.token,
    expiresAt: row.expiresAt.toISOString(),
    isUsed: row.usedAt !== null,
  });

  function sendInvites(rows: Array<typeof invitations.$inferSelect>, companyName: string) {
    mailer.inBackground(async () => {
      for (const row of rows) {
        await mailer.send(
          row.email,
          "invitation",
          invitationEmail(config.brand, {
            fullName: row.fullName,
            companyName,
            inviteUrl: inviteUrl(row.token),
            expiresAt: row.expiresAt,
          }),
        );
      }
    });
  }

  app.post(
    "/api/admin/create-registration-code",
    {
      config: admin,
      schema: {
        body: createRegistrationCodeBodySchema,
        response: {
          201: registrationCodeResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...denied,
        },
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
      config: admin,
      schema: {
        params: idParamsSchema,
        response: {
          200: z.array(registrationCodeResponseSchema),
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const company = await requireCompany(request.params.id);
      return (await registrationRepo.listCodes(company.id)).map(toCode);
    },
  );

  app.post(
    "/api/admin/companies/:id/generate-employee-invites",
    {
      config: admin,
      schema: {
        params: idParamsSchema,
        body: generateInvitesBodySchema,
        response: {
          201: z.array(inviteItemSchema),
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...denied,
        },
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
      if (taken) throw conflict(`${taken.email} already has an account`, "EMAIL_TAKEN");
      const rows = await registrationRepo.createInvites(company.id, employees);
      sendInvites(rows, company.name);
      return reply.code(201).send(rows.map(toInvite));
    },
  );

  app.get(
    "/api/admin/companies/:id/invite-links",
    {
      config: admin,
      schema: {
        params: idParamsSchema,
        response: { 200: z.array(inviteItemSchema), 400: apiErrorSchema, 404: apiErrorSchema, ...denied },
      },
    },
    async (request) => {
      const company = await requireCompany(request.params.id);
      return (await registrationRepo.listInvites(company.id)).map(toInvite);
    },
  );

  app.post(
    "/api/admin/invite-links/:token/resend",
    {
      config: admin,
      schema: {
        params: z.object({ token: z.string().min(1).max(200) }),
        response: {
          200: inviteItemSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const renewed = await registrationRepo.renewInvite(request.params.token);
      const company = await companiesRepo.findById(renewed.companyId);
      sendInvites([renewed], company?.name ?? config.brand.name);
      return toInvite(renewed);
    },
  );
}
