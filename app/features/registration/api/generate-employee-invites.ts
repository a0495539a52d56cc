import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { GenerateInvitesBody, InviteItem } from "#shared/schemas/registration.ts";

export const generateEmployeeInvites = ({
  companyId,
  body,
}: {
  companyId: number;
  body: GenerateInvitesBody;
}) => api.post<InviteItem[]>(`/api/admin/companies/${companyId}/generate-employee-invites`, body);

export function useGenerateEmployeeInvites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateEmployeeInvites,
    onSuccess: (_items, { companyId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.companyInviteLinks(companyId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.companies }),
      ]),
  });
}
