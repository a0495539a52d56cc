/**
 * Individual invitations an admin sends a company's employees [1§2], DECISIONS.md: issued, e-mailed in
 * the background, and renewed (a fresh link, valid for 7 days, e-mailed again). An address that already
 * has an account is never mailed a link: its owner is told instead how to use the benefit with that
 * account; an HR manager's invitation to it answers as one to a new address (DECISIONS.md "Safeguarding
 * and security").
 */
import type { Brand } from "#shared/config/brand.ts";
import type { appLinks } from "../../config/links.ts";
import type { Transaction } from "../../db/transaction.ts";
import type { CompaniesRepository } from "../companies/companies.repository.ts";
import type { CompaniesService } from "../companies/companies.service.ts";
import type { EmployeeAccountsRepository } from "../employee-accounts/employee-accounts.repository.ts";
import type { AuditLines, EmployerAuditRepository } from "../employer-audit/employer-audit.repository.ts";
import {
  EXISTING_ACCOUNT_NOTICE_KIND,
  employerBenefitForExistingAccountEmail,
  invitationEmail,
} from "../mail/account.templates.ts";
import type { Mailer } from "../mail/mailer.ts";
import { emailTaken } from "../users/users.errors.ts";
import { hrManagerInvitationEmail } from "./hr-managers.templates.ts";
import type { IssuedInvitation, RegistrationRepository } from "./registration.repository.ts";

/** What issuing an invitation writes, bound to one transaction: the invitation and its audit lines. */
type InvitationWrites = {
  registration: Pick<RegistrationRepository, "createInvites" | "reissueInvite">;
  employerAudit: Pick<EmployerAuditRepository, "record">;
};

export type InvitationsServiceDeps = {
  registrationRepo: RegistrationRepository;
  transaction: Transaction<InvitationWrites>;
  companies: Pick<CompaniesService, "require">;
  companiesRepo: Pick<CompaniesRepository, "findById">;
  accountsRepo: Pick<EmployeeAccountsRepository, "registeredEmails">;
  mailer: Mailer;
  brand: Brand;
  links: Pick<ReturnType<typeof appLinks>, "invite" | "signIn">;
};

/**
 * `discreet`: an HR manager's call, which must not learn whether an address has an account: such an
 * address is invited as a new one would be (its owner gets the notice instead of the link), never refused.
 */
export type InviteOptions = { discreet?: boolean };

export function createInvitationsService(deps: InvitationsServiceDeps) {
  const { registrationRepo, transaction, companies, companiesRepo, accountsRepo, mailer, brand, links } =
    deps;

  /**
   * Writes the invitations (`write`) and the audit lines made of them in one transaction; the e-mails go
   * after it commits, so no link is sent for an invitation that was rolled back.
   */
  const issue = <T>(write: (writes: InvitationWrites) => Promise<T>, audit?: AuditLines<T>) =>
    transaction(async (writes) => {
      const issued = await write(writes);
      await writes.employerAudit.record(...(audit?.(issued) ?? []));
      return issued;
    });

  /**
   * E-mails each invitation: an employee's family invitation, or an HR manager's own. An employee's address
   * that has an account by now gets no link (registering with it could only fail, and tells whoever holds
   * the link that the account exists): its owner is told how to use the benefit with that account.
   */
  function send(issued: IssuedInvitation[], companyName: string) {
    mailer.inBackground(async () => {
      const registered = await accountsRepo.registeredEmails(
        issued.map(({ invitation }) => invitation.email),
      );
      for (const { invitation, token } of issued) {
        const input = {
          fullName: invitation.fullName,
          companyName,
          inviteUrl: links.invite(token),
          expiresAt: invitation.expiresAt,
        };
        if (invitation.role === "hr") {
          await mailer.send(invitation.email, "hr-invitation", hrManagerInvitationEmail(brand, input));
        } else if (registered.has(invitation.email.toLowerCase())) {
          await mailer.send(
            invitation.email,
            EXISTING_ACCOUNT_NOTICE_KIND,
            employerBenefitForExistingAccountEmail(brand, { ...input, signInUrl: links.signIn }),
          );
        } else await mailer.send(invitation.email, "invitation", invitationEmail(brand, input));
      }
    });
  }

  /**
   * 409 when one of the addresses already has an account (they could never register with it), unless the
   * call is `discreet`: the same look-up is made either way, so both answer in about the same time.
   */
  async function refuseRegistered(people: { email: string }[], { discreet = false }: InviteOptions = {}) {
    const registered = await accountsRepo.registeredEmails(people.map((person) => person.email));
    const taken = people.find((person) => registered.has(person.email.toLowerCase()));
    if (taken && !discreet) throw emailTaken(`${taken.email} already has an account`);
  }

  async function resend(issued: IssuedInvitation) {
    const company = await companiesRepo.findById(issued.invitation.companyId);
    send([issued], company?.name ?? brand.name);
    return issued;
  }

  return {
    /**
     * An invitation for each employee (the same person twice in one list gets one), e-mailed; 404 for an
     * unknown company, 409 when one of them already has an account (they could never register with it),
     * except for a `discreet` call, where it is issued as any other and its owner gets the notice.
     */
    async invite(
      companyId: number,
      list: { fullName: string; email: string }[],
      audit?: AuditLines<IssuedInvitation[]>,
      options: InviteOptions = {},
    ) {
      const company = await companies.require(companyId);
      const seen = new Set<string>();
      const employees = list.filter((employee) => {
        const key = employee.email.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      await refuseRegistered(employees, options);
      const issued = await issue((writes) => writes.registration.createInvites(company.id, employees), audit);
      send(issued, company.name);
      return issued;
    },

    /**
     * An admin's invitation to one of the company's HR managers (role `hr`: accepting it makes an HR
     * manager's account in the company, which holds no place), e-mailed; 404 for an unknown company, 409
     * when the address already has an account.
     */
    async inviteHrManager(
      companyId: number,
      person: { fullName: string; email: string },
      audit?: AuditLines<IssuedInvitation>,
    ) {
      const company = await companies.require(companyId);
      await refuseRegistered([person]);
      const issued = await issue(
        async (writes) => (await writes.registration.createInvites(company.id, [person], "hr"))[0]!,
        audit,
      );
      send([issued], company.name);
      return issued;
    },

    /**
     * A fresh link for an unused invitation: the old link stops working; e-mailed again. With `companyId`,
     * only that company's employees' invitations (another's answers 404, as an unknown one).
     */
    async reissue(id: number, companyId?: number, audit?: AuditLines<IssuedInvitation>) {
      const scope = companyId === undefined ? undefined : { companyId, role: "parent" as const };
      return resend(await issue((writes) => writes.registration.reissueInvite(id, scope), audit));
    },

    /** The same link, renewed for 7 days and e-mailed again (the path of [1§9]). */
    async renew(token: string) {
      return resend({ invitation: await registrationRepo.renewInvite(token), token });
    },
  };
}
