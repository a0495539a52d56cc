import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import type { CompanyScope } from "#app/lib/company-scope.ts";
import { downloadCsv } from "#app/lib/download.ts";
import { reportFilename } from "#shared/schemas/utilisation.ts";
import { getUtilisationCsv, useUtilisationReport } from "../api/get-utilisation-report.ts";
import { lastTwelveMonths, type MonthRange } from "../lib/month-range.ts";
import { MonthRangeFields } from "./month-range-fields.tsx";
import { ShareLinksCard } from "./share-links-card.tsx";
import { UtilisationReportView } from "./utilisation-report.tsx";

/**
 * A company's utilisation report: months, chart, table, CSV download, and for the admin the HR links.
 * The HR manager (`scope` employer) reads its own company's report through the employer's API.
 */
export function CompanyUtilisation({ scope }: { scope: CompanyScope }) {
  const [range, setRange] = useState<MonthRange>(() => lastTwelveMonths());
  const report = useUtilisationReport(scope, range);
  const [downloading, setDownloading] = useState(false);
  const companyName = report.data?.companyName;

  async function download() {
    setDownloading(true);
    try {
      const csv = await getUtilisationCsv(scope, range);
      downloadCsv(reportFilename(companyName ?? "company", range.from, range.to), csv);
    } catch (error) {
      toast({ title: "Download failed", description: errorMessage(error), variant: "destructive" });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="grid gap-8">
      <section aria-labelledby="utilisation-report-heading" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="utilisation-report-heading" className="text-xl font-semibold text-slate-900">
            Report
          </h2>
          <Button variant="outline" onClick={download} disabled={downloading || !report.data}>
            <Download aria-hidden="true" />
            {downloading ? "Downloading..." : "Download CSV"}
          </Button>
        </div>
        <MonthRangeFields idPrefix="utilisation" range={range} onChange={setRange} />
        <UtilisationReportView query={report} />
      </section>
      {companyName && scope.kind === "admin" ? (
        <ShareLinksCard companyId={scope.companyId} companyName={companyName} />
      ) : null}
    </div>
  );
}
