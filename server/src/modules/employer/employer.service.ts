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
import type { Transaction } from "../../db/transaction.ts";
import { companyNotFound } from "../companies/companies.errors.ts";
import type { CompaniesRepository } from "../companies/companies.repository.ts";
import type { createEmployeeAccountsService } from "../employee-accounts/employee-accounts.service.ts";
import type {
  AuditActor,
  AuditEntry,
  EmployerAuditRepository,
} from "../employer-audit/employer-audit.repository.ts";
import type { createInvitationsService } from "../registration/invitations.service.ts";
import { codeNotFound } from "../registration/registration.errors.ts";
import type { RegistrationRepository } from "../registration/registration.repository.ts";
import type { PlacesRepository } from "../users/places.repository.ts";
import type { UtilisationService } from "../utilisation/utilisation.service.ts";
import type { EmployerRepository } from "./employer.repository.ts";

type EmployeeAccountsService = ReturnType<typeof createEmployeeAccountsService>;
type InvitationsService = ReturnType<typeof createInvitationsService>;

/** What a registration code's change writes, bound to one transaction: the code and its audit line. */
type CodeWrites = {
  registration: Pick<RegistrationRepository, "createCode" | "revokeCode">;
  employerAudit: Pick<EmployerAuditRepository, "record">;
};

export type EmployerServiceDeps = {
  employerRepo: EmployerRepository;
  companiesRepo: Pick<CompaniesRepository, "findById">;
  places: Pick<PlacesRepository, "of">;
  registrationRepo: Pick<RegistrationRepository, "listInvitesForCompany" | "listCodesForCompany">;
  transaction: Transaction<CodeWrites>;
  invitations: Pick<InvitationsService, "invite" | "reissue" | "inviteHrManager">;
  employeeAccounts: Pick<EmployeeAccountsService, "upload" | "generate">;
  utilisation: Pick<UtilisationService, "companyReport">;
  audit: Pick<EmployerAuditRepository, "page">;
};

/** Who acts, as the audit list names them: an HR manager of the company, or one of the platform's admins. */
export type EmployerActor = AuditActor & { kind: "hr" | "admin"; userId: number };

export function createEmployerService(deps: EmployerServiceDeps) {
  const { employerRepo, companiesRepo, places, registrationRepo, invitations, audit, transaction } = deps;

  /**
   * One audit line of the company by `actor`. Each change hands its lines to the service that writes it,
   * which records them in the change's own transaction: the change and its line land or fail together.
   */
  const line = (companyId: number, actor: EmployerActor, action: string, rest: object = {}): AuditEntry => ({
    companyId,
    actor,
    action,
    ...rest,
  });

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

    /**
     * Invitations for the employees listed, e-mailed and written to the audit list, one line each. An
     * address that has an account is invited as a new one (its owner is told how to use the benefit with
     * that account instead of getting a link): HR never learns whether an address has an account.
     */
    async invite(companyId: number, actor: EmployerActor, employees: { fullName: string; email: string }[]) {
      return invitations.invite(
        companyId,
        employees,
        (issued) =>
          issued.map(({ invitation }) =>
            line(companyId, actor, "invitation.sent", { targetLabel: invitation.email }),
          ),
        { discreet: true },
      );
    },

    /** A fresh link for an unused invitation of this company; another company's answers 404. */
    async resendInvite(companyId: number, actor: EmployerActor, invitationId: number) {
      return invitations.reissue(invitationId, companyId, ({ invitation }) => [
        line(companyId, actor, "invitation.resent", { targetLabel: invitation.email }),
      ]);
    },

    /**
     * The admin's CSV upload, for this company and family accounts only; a row whose address has an account
     * answers as a new address's would (decision 059), so neither the answer nor the audit line tells.
     */
    async upload(
      companyId: number,
      actor: EmployerActor,
      body: z.output<typeof employerBulkUploadBodySchema>,
    ) {
      const rows = body.employees.length;
      return deps.employeeAccounts.upload(
        { ...body, companyId, role: "student" },
        ({ created, refused }) => [
          line(companyId, actor, "employees.uploaded", { detail: { created, rows, refused } }),
        ],
        { discreet: true },
      );
    },

    /** The admin's bulk generation, for this company. */
    async generate(
      companyId: number,
      actor: EmployerActor,
      body: z.output<typeof employerGenerateBodySchema>,
    ) {
      return deps.employeeAccounts.generate({ ...body, companyId, role: "student" }, ({ created }) => [
        line(companyId, actor, "employees.generated", { detail: { created } }),
      ]);
    },

    codes: (companyId: number) => registrationRepo.listCodesForCompany(companyId),

    /** A new registration code of this company (family accounts only, as the admin's). */
    async createCode(
      companyId: number,
      actor: EmployerActor,
      body: z.output<typeof employerRegistrationCodeBodySchema>,
    ) {
      if (!(await companiesRepo.findById(companyId))) throw companyNotFound();
      return transaction(async (writes) => {
        const created = await writes.registration.createCode({ companyId, ...body, createdBy: actor.userId });
        const { code, maxUses, expiresAt } = created;
        const detail = { code, maxUses, expiresAt: expiresAt.toISOString() };
        await writes.employerAudit.record(line(companyId, actor, "registration-code.created", { detail }));
        return created;
      });
    },

    /** Revokes one of this company's codes; another company's answers 404. */
    async revokeCode(companyId: number, actor: EmployerActor, codeId: number) {
      await transaction(async (writes) => {
        const revoked = await writes.registration.revokeCode(codeId, actor.userId, companyId);
        if (!revoked) throw codeNotFound();
        const detail = { code: revoked.code };
        await writes.employerAudit.record(line(companyId, actor, "registration-code.revoked", { detail }));
      });
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
      return invitations.inviteHrManager(companyId, person, ({ invitation }) => [
        line(companyId, actor, "hr-manager.invited", { targetLabel: invitation.email }),
      ]);
    },
  };
}

export type EmployerService = ReturnType<typeof createEmployerService>;
