import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { type CompanyScope, scopedPath } from "#app/lib/company-scope.ts";
import { adminKeys, employerKeys } from "#app/lib/query-keys.ts";
import { EMPLOYER_API } from "#shared/schemas/employer-paths.ts";
import type { UtilisationReport } from "#shared/schemas/utilisation.ts";
import type { MonthRange } from "../lib/month-range.ts";

/** The admin's report of a company, or the HR manager's of its own (the same report and suppression). */
const reportUrl = (scope: CompanyScope, range: MonthRange, format?: "csv") =>
  `${scopedPath(scope, (companyId) => `/api/admin/companies/${companyId}/utilisation`, EMPLOYER_API.utilisation)}?${new URLSearchParams({ ...range, ...(format ? { format } : {}) })}`;

export const getUtilisationReport = (scope: CompanyScope, range: MonthRange) =>
  api.get<UtilisationReport>(reportUrl(scope, range));

/** The report's CSV text (the same report, formula-safe). */
export const getUtilisationCsv = (scope: CompanyScope, range: MonthRange) =>
  api.get<string>(reportUrl(scope, range, "csv"));

/**
 * Under the companies key (the employer's key for its own): editing a company (its places purchased)
 * refreshes its report too. The last range's report stays on screen while another loads.
 */
export const utilisationReportQueryOptions = (scope: CompanyScope, range: MonthRange) =>
  queryOptions({
    queryKey:
      scope.kind === "admin"
        ? ([...adminKeys.companies, scope.companyId, "utilisation", range.from, range.to] as const)
        : ([...employerKeys.utilisation, range.from, range.to] as const),
    queryFn: () => getUtilisationReport(scope, range),
    placeholderData: keepPreviousData,
  });

export const useUtilisationReport = (scope: CompanyScope, range: MonthRange) =>
  useQuery(utilisationReportQueryOptions(scope, range));
