import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { GenerateBulkAccountsResponse } from "#shared/schemas/employee-accounts.ts";

/** New temporary passwords for every account of the company still waiting for its first sign-in. */
export const reissueTemporaryPasswords = (companyId: number) =>
  api.post<GenerateBulkAccountsResponse>(`/api/admin/companies/${companyId}/temporary-passwords`);

export function useReissueTemporaryPasswords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reissueTemporaryPasswords,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.companies }),
  });
}
