/**
 * Registering a family account [DECISIONS.md]: the invitation or registration code is used up, the
 * company's access checked and the account created in one transaction, so a refused step leaves the
 * invitation or code untouched.
 */
import type { RegisterBody } from "#shared/schemas/registration.ts";
import type { Database } from "../../db/client.ts";
import { organisationAccessEnded } from "../auth/auth.errors.ts";
import { companyAccessEnded, createUsersRepository } from "../users/users.repository.ts";
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
        if (body.token) {
          const invitation = await registrationRepo.consumeInvite(body.token, tx);
          companyId = invitation.companyId;
          invitationId = invitation.id;
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
            email: body.email,
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
