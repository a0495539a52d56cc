import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { CompanyScope } from "#app/lib/company-scope.ts";
import { adminKeys, employerKeys } from "#app/lib/query-keys.ts";
import type { BulkUploadBody, BulkUploadResponse } from "#shared/schemas/employee-accounts.ts";
import { EMPLOYER_API } from "#shared/schemas/employer-paths.ts";

type UploadFields = Omit<BulkUploadBody, "companyId">;

/**
 * The admin's upload names the company and the accounts' role; the HR manager's makes family accounts of
 * its own company, so its body carries neither.
 */
export const bulkUploadEmployees = ({ scope, body }: { scope: CompanyScope; body: UploadFields }) => {
  if (scope.kind === "admin")
    return api.post<BulkUploadResponse>("/api/admin/bulk-upload-employees", {
      ...body,
      companyId: scope.companyId,
    });
  const { role: _role, ...employerBody } = body;
  return api.post<BulkUploadResponse>(EMPLOYER_API.bulkUpload, employerBody);
};

export function useBulkUploadEmployees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUploadEmployees,
    onSuccess: (_response, { scope }) =>
      scope.kind === "admin"
        ? Promise.all([
            queryClient.invalidateQueries({ queryKey: adminKeys.companies }),
            queryClient.invalidateQueries({ queryKey: adminKeys.tutors }),
            queryClient.invalidateQueries({ queryKey: adminKeys.activeTutors }),
          ])
        : queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
