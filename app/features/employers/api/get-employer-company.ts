import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { employerKeys } from "#app/lib/query-keys.ts";
import type { EmployerCompany } from "#shared/schemas/employer.ts";
import { EMPLOYER_API } from "#shared/schemas/employer-paths.ts";

/** The signed-in HR manager's company: its name and places, which head the employer's screen. */
export const getEmployerCompany = () => api.get<EmployerCompany>(EMPLOYER_API.company);

export const employerCompanyQueryOptions = queryOptions({
  queryKey: employerKeys.company,
  queryFn: getEmployerCompany,
});

export const useEmployerCompany = () => useQuery(employerCompanyQueryOptions);
