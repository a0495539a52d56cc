import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { Company } from "#shared/schemas/companies.ts";

export const getCompanies = () => api.get<Company[]>("/api/admin/companies");

export const companiesQueryOptions = queryOptions({ queryKey: adminKeys.companies, queryFn: getCompanies });

export const useCompanies = () => useQuery(companiesQueryOptions);
