import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { CompanyScope } from "#app/lib/company-scope.ts";
import { adminKeys, employerKeys } from "#app/lib/query-keys.ts";
import type {
  GenerateBulkAccountsBody,
  GenerateBulkAccountsResponse,
} from "#shared/schemas/employee-accounts.ts";
import { EMPLOYER_API } from "#shared/schemas/employer-paths.ts";

type GenerateFields = Omit<GenerateBulkAccountsBody, "companyId">;

/** The admin's call names the company and role; the HR manager's makes family accounts of its own. */
export const generateBulkAccounts = ({ scope, body }: { scope: CompanyScope; body: GenerateFields }) => {
  if (scope.kind === "admin")
    return api.post<GenerateBulkAccountsResponse>("/api/admin/generate-bulk-accounts", {
      ...body,
      companyId: scope.companyId,
    });
  const { role: _role, ...employerBody } = body;
  return api.post<GenerateBulkAccountsResponse>(EMPLOYER_API.bulkGenerate, employerBody);
};

export function useGenerateBulkAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateBulkAccounts,
    // employeeCount (and the places used) is derived from the accounts linked to a company.
    onSuccess: (_response, { scope }) =>
      queryClient.invalidateQueries({
        queryKey: scope.kind === "admin" ? adminKeys.companies : employerKeys.all,
      }),
  });
}
