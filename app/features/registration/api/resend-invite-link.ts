import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { InviteItem } from "#shared/schemas/registration.ts";

/** Renews an expired unused invite for 7 more days [1§4]. */
export const resendInviteLink = (token: string) =>
  api.post<InviteItem>(`/api/admin/invite-links/${encodeURIComponent(token)}/resend`);

export function useResendInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInviteLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.inviteLinks }),
  });
}
