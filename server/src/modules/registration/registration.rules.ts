/**
 * How registration codes and invitations are answered (`registrationCodeResponseSchema`,
 * `inviteListItemSchema`, `inviteItemSchema`): one definition for the admin's routes and the employer's.
 */
import { registrationCodeStatus } from "#shared/schemas/registration.ts";
import type { appLinks } from "../../config/links.ts";
import type { IssuedInvitation } from "./registration.repository.ts";
import type { invitations, registrationCodes } from "./registration.table.ts";

type Links = Pick<ReturnType<typeof appLinks>, "invite" | "register">;

export function toRegistrationCode(row: typeof registrationCodes.$inferSelect, links: Links) {
  return {
    id: row.id,
    code: row.code,
    maxUses: row.maxUses,
    uses: row.uses,
    expiresAt: row.expiresAt.toISOString(),
    registrationUrl: links.register(row.code),
    status: registrationCodeStatus(row),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An invitation in its company's list: never its link (only the token's digest is stored). */
export function toListedInvite(row: typeof invitations.$inferSelect) {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    inviteLink: null,
    token: null,
    expiresAt: row.expiresAt.toISOString(),
    isUsed: row.usedAt !== null,
  };
}

/** An invitation just issued or resent: the one answer that carries its link. */
export function toIssuedInvite({ invitation, token }: IssuedInvitation, links: Links) {
  return { ...toListedInvite(invitation), inviteLink: links.invite(token), token };
}
