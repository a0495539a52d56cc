import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type {
  GenerateBulkAccountsBody,
  GenerateBulkAccountsResponse,
} from "#shared/schemas/employee-accounts.ts";

export const generateBulkAccounts = (body: GenerateBulkAccountsBody) =>
  api.post<GenerateBulkAccountsResponse>("/api/admin/generate-bulk-accounts", body);

export function useGenerateBulkAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateBulkAccounts,
    // employeeCount is derived from the accounts linked to a company.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.companies }),
  });
}
