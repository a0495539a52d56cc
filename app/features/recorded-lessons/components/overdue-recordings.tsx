import { Plus, RotateCcw } from "lucide-react";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { StackedTable } from "#app/components/ui/stacked-table.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { formatDateTime } from "#app/lib/format-date.ts";
import type { OverdueRecording } from "#shared/schemas/recorded-lessons.ts";
import { useOverdueRecordings } from "../api/get-overdue-recordings.ts";
import { useRetryRoomRecording } from "../api/retry-room-recording.ts";
import { overdueBy } from "../lib/overdue-by.ts";
import { roomRecordingState } from "../lib/room-recording-state.ts";

/** Try again, for a session whose room recording failed: its conversion is due now with fresh tries. */
function TryAgainButton({ row }: { row: OverdueRecording }) {
  const retry = useRetryRoomRecording({
    onSuccess: () =>
      toast({ title: "Recording queued again", description: `${row.title} will be converted shortly.` }),
    onError: (error) => toast({ title: errorMessage(error), variant: "destructive" }),
  });
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={retry.isPending}
      onClick={() => retry.mutate(row.sessionId)}
    >
      <RotateCcw aria-hidden="true" />
      {retry.isPending ? "Trying again..." : "Try again"}
      <span className="sr-only"> to convert the recording of {row.title}</span>
    </Button>
  );
}

/**
 * Sessions whose recording is overdue (ended more than 24 hours ago [1§1], not cancelled, no recording),
 * the longest overdue first, each with the way to add its recording (decision 027), and the lesson room's
 * conversion of it (docs/decisions/054): a failed one is listed at once, with its reason and Try again.
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
          Sessions that ended more than 24 hours ago and still have no recording, and those whose recording
          made in the lesson room could not be converted.
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
              {
                heading: "Overdue by",
                render: (row) =>
                  Date.parse(row.dueBy) > now.getTime() ? "Not due yet" : overdueBy(row.dueBy, now),
              },
              { heading: "Room recording", render: (row) => roomRecordingState(row.roomRecording) },
            ]}
            actions={(row) => (
              <div className="flex flex-wrap gap-2">
                {row.roomRecording?.status === "failed" ? <TryAgainButton row={row} /> : null}
                <Button variant="outline" size="sm" onClick={() => onAddRecording(row)}>
                  <Plus aria-hidden="true" />
                  Add Recording<span className="sr-only"> for {row.title}</span>
                </Button>
              </div>
            )}
          />
        )}
      </QueryState>
    </section>
  );
}
