import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { ReportLink } from "#shared/schemas/utilisation.ts";

export const reportLinksKey = (companyId: number) =>
  [...adminKeys.companies, companyId, "report-links"] as const;

export const getReportLinks = (companyId: number) =>
  api.get<ReportLink[]>(`/api/admin/companies/${companyId}/report-links`);

export const reportLinksQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: reportLinksKey(companyId), queryFn: () => getReportLinks(companyId) });

export const useReportLinks = (companyId: number) => useQuery(reportLinksQueryOptions(companyId));
