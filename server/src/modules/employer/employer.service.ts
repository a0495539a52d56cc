/**
 * The employer's own screen (DECISIONS.md "Employers: places, leavers, HR managers"): the admin's features
 * an HR manager also uses (invites, CSV upload, bulk generation, registration codes, the utilisation
 * report), each called with the HR manager's own company and limited to it (another company's row answers
 * 404, as an unknown one), and every change written to the company's audit list.
 */
import type {
  EmployerCompany,
  employeesQuerySchema,
  employerBulkUploadBodySchema,
  employerGenerateBodySchema,
  employerRegistrationCodeBodySchema,
} from "#shared/schemas/employer.ts";
import type { z } from "#shared/zod.ts";
import { companyNotFound } from "../companies/companies.errors.ts";
import type { CompaniesRepository } from "../companies/companies.repository.ts";
import type { createEmployeeAccountsService } from "../employee-accounts/employee-accounts.service.ts";
import type { AuditActor, EmployerAuditRepository } from "../employer-audit/employer-audit.repository.ts";
import type { createInvitationsService } from "../registration/invitations.service.ts";
import { codeNotFound } from "../registration/registration.errors.ts";
import type { RegistrationRepository } from "../registration/registration.repository.ts";
import type { PlacesRepository } from "../users/places.repository.ts";
import type { UtilisationService } from "../utilisation/utilisation.service.ts";
import type { EmployerRepository } from "./employer.repository.ts";

type EmployeeAccountsService = ReturnType<typeof createEmployeeAccountsService>;
type InvitationsService = ReturnType<typeof createInvitationsService>;

export type EmployerServiceDeps = {
  employerRepo: EmployerRepository;
  companiesRepo: Pick<CompaniesRepository, "findById">;
  places: Pick<PlacesRepository, "of">;
  registrationRepo: Pick<
    RegistrationRepository,
    "listInvitesForCompany" | "listCodesForCompany" | "createCode" | "revokeCode"
  >;
  invitations: Pick<InvitationsService, "invite" | "reissue" | "inviteHrManager">;
  employeeAccounts: Pick<EmployeeAccountsService, "upload" | "generate">;
  utilisation: Pick<UtilisationService, "companyReport">;
  audit: Pick<EmployerAuditRepository, "record" | "page">;
};

/** Who acts, as the audit list names them: an HR manager of the company, or one of the platform's admins. */
export type EmployerActor = AuditActor & { kind: "hr" | "admin"; userId: number };

export function createEmployerService(deps: EmployerServiceDeps) {
  const { employerRepo, companiesRepo, places, registrationRepo, invitations, audit } = deps;

  const record = (companyId: number, actor: EmployerActor, action: string, rest: object = {}) =>
    audit.record({ companyId, actor, action, ...rest });

  return {
    /** The company and its places, as the employer's screen heads with; 404 when the company is gone. */
    async company(companyId: number): Promise<EmployerCompany> {
      const [company, placesOf, signsInWithProvider] = await Promise.all([
        companiesRepo.findById(companyId),
        places.of([companyId]),
        employerRepo.signsInWithProvider(companyId),
      ]);
      const companyPlaces = placesOf.get(companyId);
      if (!company || !companyPlaces) throw companyNotFound();
      return {
        id: company.id,
        name: company.name,
        status: company.status,
        subscriptionEndDate: company.subscriptionEndDate?.toISOString() ?? null,
        places: companyPlaces,
        signsInWithProvider,
      };
    },

    /** One page of the company's employees' accounts (the account only); 404 for an unknown company. */
    async employees(companyId: number, query: z.output<typeof employeesQuerySchema>) {
      if (!(await companiesRepo.findById(companyId))) throw companyNotFound();
      return employerRepo.employees(companyId, query);
    },

    /** The company's employees' invitations, newest first. */
    invites: (companyId: number) => registrationRepo.listInvitesForCompany(companyId),

    /** Invitations for the employees listed, e-mailed and written to the audit list, one line each. */
    async invite(companyId: number, actor: EmployerActor, employees: { fullName: string; email: string }[]) {
      const issued = await invitations.invite(companyId, employees);
      await audit.record(
        ...issued.map(({ invitation }) => ({
          companyId,
          actor,
          action: "invitation.sent",
          targetLabel: invitation.email,
        })),
      );
      return issued;
    },

    /** A fresh link for an unused invitation of this company; another company's answers 404. */
    async resendInvite(companyId: number, actor: EmployerActor, invitationId: number) {
      const issued = await invitations.reissue(invitationId, companyId);
      await record(companyId, actor, "invitation.resent", { targetLabel: issued.invitation.email });
      return issued;
    },

    /** The admin's CSV upload, for this company and family accounts only. */
    async upload(
      companyId: number,
      actor: EmployerActor,
      body: z.output<typeof employerBulkUploadBodySchema>,
    ) {
      const result = await deps.employeeAccounts.upload({ ...body, companyId, role: "student" });
      await record(companyId, actor, "employees.uploaded", {
        detail: { created: result.successCount, rows: result.totalProcessed, refused: result.errors.length },
      });
      return result;
    },

    /** The admin's bulk generation, for this company. */
    async generate(
      companyId: number,
      actor: EmployerActor,
      body: z.output<typeof employerGenerateBodySchema>,
    ) {
      const result = await deps.employeeAccounts.generate({ ...body, companyId, role: "student" });
      await record(companyId, actor, "employees.generated", { detail: { created: result.count } });
      return result;
    },

    codes: (companyId: number) => registrationRepo.listCodesForCompany(companyId),

    /** A new registration code of this company (family accounts only, as the admin's). */
    async createCode(
      companyId: number,
      actor: EmployerActor,
      body: z.output<typeof employerRegistrationCodeBodySchema>,
    ) {
      if (!(await companiesRepo.findById(companyId))) throw companyNotFound();
      const created = await registrationRepo.createCode({ companyId, ...body, createdBy: actor.userId });
      await record(companyId, actor, "registration-code.created", {
        detail: { code: created.code, maxUses: created.maxUses, expiresAt: created.expiresAt.toISOString() },
      });
      return created;
    },

    /** Revokes one of this company's codes; another company's answers 404. */
    async revokeCode(companyId: number, actor: EmployerActor, codeId: number) {
      const revoked = await registrationRepo.revokeCode(codeId, actor.userId, companyId);
      if (!revoked) throw codeNotFound();
      await record(companyId, actor, "registration-code.revoked", { detail: { code: revoked.code } });
    },

    /** The utilisation report of this company, with the admin's suppression of small counts. */
    utilisation: (companyId: number, query: { from?: string; to?: string }) =>
      deps.utilisation.companyReport(companyId, query),

    /** One page of the company's audit list, newest first. */
    async audit(companyId: number, page: number) {
      if (!(await companiesRepo.findById(companyId))) throw companyNotFound();
      return audit.page(companyId, page);
    },

    /** The company's HR managers, for the admin's company card; 404 for an unknown company. */
    async hrManagers(companyId: number) {
      if (!(await companiesRepo.findById(companyId))) throw companyNotFound();
      return employerRepo.hrManagers(companyId);
    },

    /** An admin's invitation to an HR manager of the company, e-mailed and written to its audit list. */
    async inviteHrManager(
      companyId: number,
      actor: EmployerActor,
      person: { fullName: string; email: string },
    ) {
      const issued = await invitations.inviteHrManager(companyId, person);
      await record(companyId, actor, "hr-manager.invited", { targetLabel: issued.invitation.email });
      return issued;
    },
  };
}

export type EmployerService = ReturnType<typeof createEmployerService>;
