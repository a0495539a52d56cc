import { useState } from "react";
import { ApiError } from "#app/lib/api-client.ts";
import { useSharedReport } from "../api/get-shared-report.ts";
import { lastTwelveMonths, type MonthRange } from "../lib/month-range.ts";
import { MonthRangeFields } from "./month-range-fields.tsx";
import { UtilisationReportView } from "./utilisation-report.tsx";

/**
 * The report a share link opens (`/reports/{token}`), read-only and without sign-in: the company's name,
 * the months, the chart and the table; a revoked, expired or unknown link says so instead.
 */
export function SharedReport({ token }: { token: string }) {
  const [range, setRange] = useState<MonthRange>(() => lastTwelveMonths());
  const report = useSharedReport(token, range);
  if (report.error instanceof ApiError && report.error.status === 404)
    return (
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold text-slate-900">Report link not valid</h1>
        <p role="alert" className="text-slate-700">
          This report link is not valid. It may have expired or been revoked. Please ask your account manager
          for a new link.
        </p>
      </div>
    );
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          {report.data ? `${report.data.companyName}: utilisation` : "Utilisation report"}
        </h1>
        <p className="text-slate-600">
          How your employees use the tuition places, month by month. Only counts are shown: no child or family
          can be identified.
        </p>
      </div>
      <MonthRangeFields idPrefix="shared-report" range={range} onChange={setRange} />
      <UtilisationReportView query={report} />
    </div>
  );
}
