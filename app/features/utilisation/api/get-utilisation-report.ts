import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { UtilisationReport } from "#shared/schemas/utilisation.ts";
import type { MonthRange } from "../lib/month-range.ts";

const reportUrl = (companyId: number, range: MonthRange, format?: "csv") =>
  `/api/admin/companies/${companyId}/utilisation?${new URLSearchParams({ ...range, ...(format ? { format } : {}) })}`;

export const getUtilisationReport = (companyId: number, range: MonthRange) =>
  api.get<UtilisationReport>(reportUrl(companyId, range));

/** The report's CSV text (the same report, formula-safe). */
export const getUtilisationCsv = (companyId: number, range: MonthRange) =>
  api.get<string>(reportUrl(companyId, range, "csv"));

/**
 * Under the companies key: editing a company (its places purchased) refreshes its report too. The last
 * range's report stays on screen while another loads.
 */
export const utilisationReportQueryOptions = (companyId: number, range: MonthRange) =>
  queryOptions({
    queryKey: [...adminKeys.companies, companyId, "utilisation", range.from, range.to] as const,
    queryFn: () => getUtilisationReport(companyId, range),
    placeholderData: keepPreviousData,
  });

export const useUtilisationReport = (companyId: number, range: MonthRange) =>
  useQuery(utilisationReportQueryOptions(companyId, range));
