/**
 * Registering a family account [DECISIONS.md]: the invitation or registration code is used up, the
 * company's access checked and the account created in one transaction, so a refused step leaves the
 * invitation or code untouched. The account's address is confirmed by the invitation, or later by the
 * link e-mailed after a registration by code (issue 14 item 11).
 */
import type { RegisterBody } from "#shared/schemas/registration.ts";
import type { Database } from "../../db/client.ts";
import { organisationAccessEnded } from "../auth/auth.errors.ts";
import { createUsersRepository } from "../users/users.repository.ts";
import { companyAccessEnded } from "../users/users.rules.ts";
import { createRegistrationRepository } from "./registration.repository.ts";

export function createRegistrationService(db: Database) {
  const registrationRepo = createRegistrationRepository(db);
  const usersRepo = createUsersRepository(db);
  return {
    /** The new account, role `parent`, in the invitation's or code's company. */
    async registerFamily(body: RegisterBody, passwordHash: string) {
      return db.transaction(async (tx) => {
        let companyId: number;
        let invitationId: number | null = null;
        // An invitation was e-mailed to its address, so following it proves the address: the account
        // takes the invitation's e-mail (the form shows it read-only; any other typed is ignored). A
        // code proves nothing about an address: it stays unconfirmed until its link is followed.
        let email = body.email;
        let emailConfirmedAt: Date | null = null;
        if (body.token) {
          const invitation = await registrationRepo.consumeInvite(body.token, tx);
          companyId = invitation.companyId;
          invitationId = invitation.id;
          email = invitation.email;
          emailConfirmedAt = new Date();
        } else {
          const code = await registrationRepo.consumeCode(body.code ?? "", tx);
          companyId = code.companyId;
        }
        // An account in a company whose access has ended could never sign in: refuse it up front.
        const access = await registrationRepo.companyAccess(companyId, tx);
        if (!access || companyAccessEnded(access)) throw organisationAccessEnded();
        const created = await usersRepo.create(
          {
            fullName: body.fullName,
            email,
            emailConfirmedAt,
            username: body.username,
            passwordHash,
            role: "parent",
            companyId,
            isActivated: true,
            activatedAt: new Date(),
          },
          tx,
        );
        if (invitationId !== null) await registrationRepo.markInviteUsedBy(invitationId, created.id, tx);
        return created;
      });
    },
  };
}
