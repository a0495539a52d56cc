import { Plus } from "lucide-react";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { StackedTable } from "#app/components/ui/stacked-table.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import type { OverdueRecording } from "#shared/schemas/recorded-lessons.ts";
import { useOverdueRecordings } from "../api/get-overdue-recordings.ts";
import { overdueBy } from "../lib/overdue-by.ts";

/**
 * Sessions whose recording is overdue (ended more than 24 hours ago [1§1], not cancelled, no recording),
 * the longest overdue first, each with the way to add its recording (decision 027).
 */
export function OverdueRecordings({ onAddRecording }: { onAddRecording: (row: OverdueRecording) => void }) {
  const overdue = useOverdueRecordings();
  const now = new Date();
  return (
    <section aria-labelledby="overdue-recordings-heading" className="grid gap-3">
      <div>
        <h3 id="overdue-recordings-heading" className="text-lg font-semibold text-slate-900">
          Overdue Recordings
        </h3>
        <p className="text-sm text-slate-600">
          Sessions that ended more than 24 hours ago and still have no recording.
        </p>
      </div>
      <QueryState query={overdue} loadingLabel="Loading overdue recordings">
        {overdue.data?.length === 0 ? (
          <EmptyState>Every ended session has its recording.</EmptyState>
        ) : (
          <StackedTable
            caption="Sessions whose recording is overdue"
            items={overdue.data ?? []}
            rowKey={(row) => row.sessionId}
            title={{ heading: "Session", render: (row) => row.title }}
            columns={[
              { heading: "Subject", render: (row) => row.subject },
              { heading: "Tutor", render: (row) => row.tutorName ?? "Unknown tutor" },
              { heading: "Ended", render: (row) => formatDateTime(row.endedAt) },
              { heading: "Overdue by", render: (row) => overdueBy(row.dueBy, now) },
            ]}
            actions={(row) => (
              <Button variant="outline" size="sm" onClick={() => onAddRecording(row)}>
                <Plus aria-hidden="true" />
                Add Recording<span className="sr-only"> for {row.title}</span>
              </Button>
            )}
          />
        )}
      </QueryState>
    </section>
  );
}
