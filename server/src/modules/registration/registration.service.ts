/**
 * Registering a family account [DECISIONS.md]: the invitation or registration code is used up, the
 * company's access checked and the account created in one transaction, so a refused step leaves the
 * invitation or code untouched. The account's address is confirmed by the invitation, or later by the
 * link e-mailed after a registration by code.
 */
import type { RegisterBody } from "#shared/schemas/registration.ts";
import type { Transaction } from "../../db/transaction.ts";
import { hashPassword } from "../../lib/password.ts";
import { organisationAccessEnded } from "../auth/auth.errors.ts";
import type { EmailConfirmationService } from "../email-confirmation/email-confirmation.service.ts";
import type { PlacesRepository } from "../users/places.repository.ts";
import type { UsersRepository } from "../users/users.repository.ts";
import { companyAccessEnded } from "../users/users.rules.ts";
import { inviteNotValid, registrationLinkInvalid } from "./registration.errors.ts";
import type { RegistrationRepository } from "./registration.repository.ts";

export type RegistrationServiceDeps = {
  registrationRepo: RegistrationRepository;
  /** The invitation or code used up and the account made together. */
  transaction: Transaction<{
    registration: RegistrationRepository;
    users: UsersRepository;
    places: Pick<PlacesRepository, "claim">;
  }>;
  emailConfirmation: Pick<EmailConfirmationService, "send">;
};

export function createRegistrationService({
  registrationRepo,
  transaction,
  emailConfirmation,
}: RegistrationServiceDeps) {
  return {
    /**
     * The new account, role `parent` (or `hr` by an HR manager's invitation), in the invitation's or code's
     * company; an address given with a code is sent its confirmation link.
     */
    async registerFamily(body: RegisterBody) {
      const passwordHash = await hashPassword(body.password);
      const created = await transaction(async ({ registration, users, places }) => {
        let companyId: number;
        let invitationId: number | null = null;
        // An admin's invitation of an HR manager makes an HR manager's account (no place is held); every
        // other way makes a family account.
        let role: "parent" | "hr" = "parent";
        // An invitation was e-mailed to its address, so following it proves the address: the account
        // takes the invitation's e-mail (the form shows it read-only; any other typed is ignored). A
        // code proves nothing about an address: it stays unconfirmed until its link is followed.
        let email = body.email;
        let emailConfirmedAt: Date | null = null;
        if (body.token) {
          const invitation = await registration.consumeInvite(body.token);
          companyId = invitation.companyId;
          invitationId = invitation.id;
          role = invitation.role;
          email = invitation.email;
          emailConfirmedAt = new Date();
        } else {
          const code = await registration.consumeCode(body.code ?? "");
          companyId = code.companyId;
        }
        // An account in a company whose access has ended could never sign in: refuse it up front.
        const access = await registration.companyAccess(companyId);
        if (!access || companyAccessEnded(access)) throw organisationAccessEnded();
        // A family account takes one of the company's places, under the company's place lock until this
        // transaction ends (409 when none is free): simultaneous registrations never exceed the places.
        if (role === "parent") await places.claim(companyId, 1);
        const created = await users.create({
          fullName: body.fullName,
          email,
          emailConfirmedAt,
          username: body.username,
          passwordHash,
          role,
          companyId,
          isActivated: true,
          activatedAt: new Date(),
        });
        if (invitationId !== null) await registration.markInviteUsedBy(invitationId, created.id);
        return created;
      });
      if (created.emailConfirmedAt === null) emailConfirmation.send(created);
      return created;
    },

    /** What the invitation's page shows; 400 for an unknown, used or expired invitation. */
    async inviteDetails(token: string) {
      const found = await registrationRepo.findValidInvite(token);
      if (!found) throw inviteNotValid();
      return {
        fullName: found.invitation.fullName,
        email: found.invitation.email,
        companyName: found.companyName,
        expiresAt: found.invitation.expiresAt.toISOString(),
      };
    },

    /** What a code's page shows; a company whose access has ended takes no new registrations. */
    async codeDetails(code: string) {
      const found = await registrationRepo.findValidCode(code);
      if (!found || companyAccessEnded(found)) throw registrationLinkInvalid();
      return { companyName: found.companyName, expiresAt: found.code.expiresAt.toISOString() };
    },
  };
}
