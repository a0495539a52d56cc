/**
 * A company's sign-in settings, for its HR managers (`/api/employer/sign-in-settings`, their own company)
 * and for admins (`/api/admin/companies/:id/sign-in-settings`): GET, PUT (the client secret is write-only;
 * without it the stored one is kept) and DELETE (sign-in with the organisation turned off).
 */
import type { FastifyRequest } from "fastify";
import { idParamsSchema } from "#shared/schemas/common.ts";
import { ADMIN_EMPLOYER_API, EMPLOYER_API } from "#shared/schemas/employer.ts";
import { signInSettingsBodySchema, signInSettingsSchema } from "#shared/schemas/sso.ts";
import { forbidden } from "../../errors.ts";
import {
  adminAccess,
  deniedResponses,
  employerAccess,
  errorResponses,
  routeModule,
} from "../../http/route-options.ts";
import { currentAccount } from "../../plugins/session.ts";
import type { AuditActor } from "../employer-audit/employer-audit.repository.ts";
import type { SettingsEditor } from "./sso-settings.service.ts";

/** The actor the audit list names, and for an HR manager its own company (from the session). */
function actorOf(request: FastifyRequest): AuditActor {
  const account = currentAccount(request);
  return { kind: account.role === "admin" ? "admin" : "hr", userId: account.id, label: account.fullName };
}

/**
 * An HR manager may add only its own confirmed e-mail address's domain (following its invitation proved
 * the address); an admin any.
 */
function hrEditor(request: FastifyRequest): SettingsEditor {
  const { email, emailConfirmedAt } = currentAccount(request);
  const ownDomain = emailConfirmedAt ? email.slice(email.lastIndexOf("@") + 1).toLowerCase() : null;
  return { role: "hr", ownDomain };
}

function ownCompany(request: FastifyRequest): number {
  const { companyId } = currentAccount(request);
  if (companyId === null) {
    throw forbidden("Your account is not linked to an organisation. Please contact us.", "NO_COMPANY");
  }
  return companyId;
}

export default routeModule((app) => {
  const { ssoSettings } = app.deps.services;
  const answer = { 200: signInSettingsSchema };

  app.get(
    EMPLOYER_API.signInSettings,
    { config: employerAccess, schema: { response: { ...answer, ...deniedResponses } } },
    async (request) => ssoSettings.get(ownCompany(request)),
  );
  app.put(
    EMPLOYER_API.signInSettings,
    {
      config: employerAccess,
      schema: {
        body: signInSettingsBodySchema,
        response: { ...answer, ...errorResponses(400, 409), ...deniedResponses },
      },
    },
    async (request) =>
      ssoSettings.put(ownCompany(request), request.body, actorOf(request), hrEditor(request)),
  );
  app.delete(
    EMPLOYER_API.signInSettings,
    {
      config: employerAccess,
      schema: { response: { ...answer, ...errorResponses(404), ...deniedResponses } },
    },
    async (request) => ssoSettings.remove(ownCompany(request), actorOf(request)),
  );

  const adminPath = ADMIN_EMPLOYER_API.signInSettings(":id");
  app.get(
    adminPath,
    {
      config: adminAccess,
      schema: { params: idParamsSchema, response: { ...answer, ...errorResponses(404), ...deniedResponses } },
    },
    async (request) => ssoSettings.get(request.params.id),
  );
  app.put(
    adminPath,
    {
      config: adminAccess,
      schema: {
        params: idParamsSchema,
        body: signInSettingsBodySchema,
        response: { ...answer, ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request) => ssoSettings.put(request.params.id, request.body, actorOf(request), { role: "admin" }),
  );
  app.delete(
    adminPath,
    {
      config: adminAccess,
      schema: { params: idParamsSchema, response: { ...answer, ...errorResponses(404), ...deniedResponses } },
    },
    async (request) => ssoSettings.remove(request.params.id, actorOf(request)),
  );
});
