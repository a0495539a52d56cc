import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { CompanyScope } from "#app/lib/company-scope.ts";
import { adminKeys, employerKeys } from "#app/lib/query-keys.ts";
import { EMPLOYER_API } from "#shared/schemas/employer-paths.ts";
import type { InviteItem } from "#shared/schemas/registration.ts";

/**
 * Gives an unused invitation a fresh link valid for 7 days and e-mails it; the old link stops working.
 * The answer is the only place the new link is shown.
 */
export const resendInvitation = ({ scope, invitationId }: { scope: CompanyScope; invitationId: number }) =>
  api.post<InviteItem>(
    scope.kind === "admin"
      ? `/api/admin/invitations/${invitationId}/resend`
      : EMPLOYER_API.inviteResend(invitationId),
  );

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: (_item, { scope }) =>
      queryClient.invalidateQueries({
        queryKey: scope.kind === "admin" ? adminKeys.inviteLinks : employerKeys.inviteLinks,
      }),
  });
}
