import { QueryState } from "#app/components/query-state.tsx";
import type { UtilisationReport } from "#shared/schemas/utilisation.ts";
import { UtilisationChart } from "./utilisation-chart.tsx";
import { UtilisationTable } from "./utilisation-table.tsx";

/** The report's chart and table (read-only), with its loading and error states. */
export function UtilisationReportView({
  query,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown; data?: UtilisationReport };
}) {
  return (
    <QueryState query={query} loadingLabel="Loading the report">
      {query.data ? (
        <div className="grid gap-6">
          <UtilisationChart report={query.data} />
          <UtilisationTable report={query.data} />
        </div>
      ) : null}
    </QueryState>
  );
}
