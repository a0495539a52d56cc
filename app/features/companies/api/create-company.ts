import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { Company, CreateCompanyBody } from "#shared/schemas/companies.ts";

export const createCompany = (body: CreateCompanyBody) => api.post<Company>("/api/admin/companies", body);

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.companies }),
  });
}
