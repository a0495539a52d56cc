import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { type CompanyScope, scopedPath } from "#app/lib/company-scope.ts";
import { adminKeys, employerKeys } from "#app/lib/query-keys.ts";
import type { EmployeesPage } from "#shared/schemas/employer.ts";
import { ADMIN_EMPLOYER_API, type EMPLOYEE_STATUSES, EMPLOYER_API } from "#shared/schemas/employer-paths.ts";

export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

/** The list's search text, status filter ("" for every status) and page, from 1. */
export type EmployeesQuery = { search: string; status: EmployeeStatus | ""; page: number };

/** The key every employees list of the scope's company sits under (leavers and uploads refresh it). */
export const employeesKey = (scope: CompanyScope) =>
  scope.kind === "admin" ? adminKeys.companyEmployees(scope.companyId) : employerKeys.employees;

/** One page of the company's employees, searched and filtered by status (the parameters that are set). */
export function getEmployees(scope: CompanyScope, query: EmployeesQuery) {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.search.trim()) params.set("search", query.search.trim());
  if (query.status) params.set("status", query.status);
  return api.get<EmployeesPage>(
    `${scopedPath(scope, ADMIN_EMPLOYER_API.employees, EMPLOYER_API.employees)}?${params}`,
  );
}

/** The page on screen stays while the next page or another search loads. */
export const employeesQueryOptions = (scope: CompanyScope, query: EmployeesQuery) =>
  queryOptions({
    queryKey: [...employeesKey(scope), query] as const,
    queryFn: () => getEmployees(scope, query),
    placeholderData: keepPreviousData,
  });

export const useEmployees = (scope: CompanyScope, query: EmployeesQuery) =>
  useQuery(employeesQueryOptions(scope, query));
