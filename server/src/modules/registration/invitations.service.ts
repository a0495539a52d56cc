/**
 * Individual invitations an admin sends a company's employees [1§2], DECISIONS.md: issued, e-mailed in
 * the background, and renewed (a fresh link, valid for 7 days, e-mailed again).
 */
import type { Brand } from "#shared/config/brand.ts";
import type { appLinks } from "../../config/links.ts";
import type { CompaniesRepository } from "../companies/companies.repository.ts";
import type { CompaniesService } from "../companies/companies.service.ts";
import type { EmployeeAccountsRepository } from "../employee-accounts/employee-accounts.repository.ts";
import { invitationEmail } from "../mail/account.templates.ts";
import type { Mailer } from "../mail/mailer.ts";
import { emailTaken } from "../users/users.errors.ts";
import type { IssuedInvitation, RegistrationRepository } from "./registration.repository.ts";

export type InvitationsServiceDeps = {
  registrationRepo: RegistrationRepository;
  companies: Pick<CompaniesService, "require">;
  companiesRepo: Pick<CompaniesRepository, "findById">;
  accountsRepo: Pick<EmployeeAccountsRepository, "registeredEmails">;
  mailer: Mailer;
  brand: Brand;
  links: Pick<ReturnType<typeof appLinks>, "invite">;
};

export function createInvitationsService(deps: InvitationsServiceDeps) {
  const { registrationRepo, companies, companiesRepo, accountsRepo, mailer, brand, links } = deps;

  function send(issued: IssuedInvitation[], companyName: string) {
    mailer.inBackground(async () => {
      for (const { invitation, token } of issued) {
        await mailer.send(
          invitation.email,
          "invitation",
          invitationEmail(brand, {
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
    send([issued], company?.name ?? brand.name);
    return issued;
  }

  return {
    /**
     * An invitation for each employee (the same person twice in one list gets one), e-mailed; 404 for an
     * unknown company, 409 when one of them already has an account (they could never register with it).
     */
    async invite(companyId: number, list: { fullName: string; email: string }[]) {
      const company = await companies.require(companyId);
      const seen = new Set<string>();
      const employees = list.filter((employee) => {
        const key = employee.email.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      const registered = await accountsRepo.registeredEmails(employees.map((e) => e.email));
      const taken = employees.find((employee) => registered.has(employee.email.toLowerCase()));
      if (taken) throw emailTaken(`${taken.email} already has an account`);
      const issued = await registrationRepo.createInvites(company.id, employees);
      send(issued, company.name);
      return issued;
    },

    /** A fresh link for an unused invitation: the old link stops working; e-mailed again. */
    async reissue(id: number) {
      return resend(await registrationRepo.reissueInvite(id));
    },

    /** The same link, renewed for 7 days and e-mailed again (the path of [1§9]). */
    async renew(token: string) {
      return resend({ invitation: await registrationRepo.renewInvite(token), token });
    },
  };
}
