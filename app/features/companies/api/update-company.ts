import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { Company, UpdateCompanyBody } from "#shared/schemas/companies.ts";

export const updateCompany = ({ id, body }: { id: number; body: UpdateCompanyBody }) =>
  api.put<Company>(`/api/admin/companies/${id}`, body);

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.companies }),
  });
}
