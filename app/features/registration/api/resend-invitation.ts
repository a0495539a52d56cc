import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { InviteItem } from "#shared/schemas/registration.ts";

/**
 * Gives an unused invitation a fresh link valid for 7 days and e-mails it; the old link stops working.
 * The answer is the only place the new link is shown.
 */
export const resendInvitation = (invitationId: number) =>
  api.post<InviteItem>(`/api/admin/invitations/${invitationId}/resend`);

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.inviteLinks }),
  });
}
