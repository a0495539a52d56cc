/**
 * The admin's side of a company's employer features (DECISIONS.md "HR managers"): inviting and listing its
 * HR managers, and the same employees' list and audit list its HR managers read.
 */
import { idParamsSchema } from "#shared/schemas/common.ts";
import {
  ADMIN_EMPLOYER_API,
  auditPageSchema,
  auditQuerySchema,
  employeesPageSchema,
  employeesQuerySchema,
  hrManagerInvitationSchema,
  hrManagerInviteBodySchema,
  hrManagerSchema,
} from "#shared/schemas/employer.ts";
import { z } from "#shared/zod.ts";
import { adminAccess, deniedResponses, errorResponses, routeModule } from "../../http/route-options.ts";
import { adminActor } from "./employer-access.ts";

export default routeModule((app, { links, services: { employer } }) => {
  app.post(
    ADMIN_EMPLOYER_API.hrManagers(":id"),
    {
      config: adminAccess,
      schema: {
        description:
          "Invites an HR manager of the company: an invitation e-mail whose link (7 days, single use) makes an " +
          "account of role `hr` in the company. 409 when the address already has an account.",
        params: idParamsSchema,
        body: hrManagerInviteBodySchema,
        response: { 201: hrManagerInvitationSchema, ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const { invitation, token } = await employer.inviteHrManager(
        request.params.id,
        adminActor(request),
        request.body,
      );
      return reply.code(201).send({
        id: invitation.id,
        fullName: invitation.fullName,
        email: invitation.email,
        expiresAt: invitation.expiresAt.toISOString(),
        inviteLink: links.invite(token),
      });
    },
  );

  app.get(
    ADMIN_EMPLOYER_API.hrManagers(":id"),
    {
      config: adminAccess,
      schema: {
        description: "The company's HR managers: their accounts, and invitations not yet used.",
        params: idParamsSchema,
        response: { 200: z.array(hrManagerSchema), ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => employer.hrManagers(request.params.id),
  );

  app.get(
    ADMIN_EMPLOYER_API.employees(":id"),
    {
      config: adminAccess,
      schema: {
        description: "The company's employees' accounts, as its HR managers see them.",
        params: idParamsSchema,
        querystring: employeesQuerySchema,
        response: { 200: employeesPageSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => employer.employees(request.params.id, request.query),
  );

  app.get(
    ADMIN_EMPLOYER_API.audit(":id"),
    {
      config: adminAccess,
      schema: {
        description: "The company's audit list of employer changes, newest first, 50 a page.",
        params: idParamsSchema,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => employer.audit(request.params.id, request.query.page),
  );
});
