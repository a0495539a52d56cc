import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { UtilisationReport } from "#shared/schemas/utilisation.ts";
import type { MonthRange } from "../lib/month-range.ts";

/** The report a share link opens, without sign-in (`GET /api/reports/{token}`). */
export const getSharedReport = (token: string, range: MonthRange) =>
  api.get<UtilisationReport>(`/api/reports/${encodeURIComponent(token)}?${new URLSearchParams(range)}`);

export const sharedReportQueryOptions = (token: string, range: MonthRange) =>
  queryOptions({
    queryKey: ["shared-report", token, range.from, range.to] as const,
    queryFn: () => getSharedReport(token, range),
    placeholderData: keepPreviousData,
    // A revoked or expired link answers 404: asking again will not change that.
    retry: false,
  });

export const useSharedReport = (token: string, range: MonthRange) =>
  useQuery(sharedReportQueryOptions(token, range));
