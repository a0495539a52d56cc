import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { type CompanyScope, scopedPath } from "#app/lib/company-scope.ts";
import { adminKeys, employerKeys } from "#app/lib/query-keys.ts";
import { EMPLOYER_API } from "#shared/schemas/employer-paths.ts";
import type { GenerateInvitesBody, InviteItem } from "#shared/schemas/registration.ts";

export const generateEmployeeInvites = ({
  scope,
  body,
}: {
  scope: CompanyScope;
  body: GenerateInvitesBody;
}) =>
  api.post<InviteItem[]>(
    scopedPath(
      scope,
      (companyId) => `/api/admin/companies/${companyId}/generate-employee-invites`,
      EMPLOYER_API.invites,
    ),
    body,
  );

export function useGenerateEmployeeInvites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateEmployeeInvites,
    onSuccess: (_items, { scope }) =>
      scope.kind === "admin"
        ? Promise.all([
            queryClient.invalidateQueries({ queryKey: adminKeys.companyInviteLinks(scope.companyId) }),
            queryClient.invalidateQueries({ queryKey: adminKeys.companies }),
          ])
        : queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
