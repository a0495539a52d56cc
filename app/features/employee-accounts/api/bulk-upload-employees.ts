import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { BulkUploadBody, BulkUploadResponse } from "#shared/schemas/employee-accounts.ts";

export const bulkUploadEmployees = (body: BulkUploadBody) =>
  api.post<BulkUploadResponse>("/api/admin/bulk-upload-employees", body);

export function useBulkUploadEmployees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUploadEmployees,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.companies }),
        queryClient.invalidateQueries({ queryKey: adminKeys.tutors }),
        queryClient.invalidateQueries({ queryKey: adminKeys.activeTutors }),
      ]),
  });
}
