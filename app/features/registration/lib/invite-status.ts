import type { InviteListItem } from "#shared/schemas/registration.ts";

export type InviteStatus = "Used" | "Expired" | "Active";

/** [1§4]: Used when used; Expired when unused and past expiresAt; Active otherwise. */
export function inviteStatus(
  invite: Pick<InviteListItem, "isUsed" | "expiresAt">,
  now = new Date(),
): InviteStatus {
  if (invite.isUsed) return "Used";
  if (new Date(invite.expiresAt).getTime() < now.getTime()) return "Expired";
  return "Active";
}
