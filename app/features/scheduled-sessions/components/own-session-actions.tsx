import { useState } from "react";
import { ConfirmDialog } from "#app/components/confirm-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { SelectComponent } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import type { ScheduledSession, SeriesScope } from "#shared/schemas/scheduled-sessions.ts";
import { useCancelOwnSession } from "../api/update-scheduled-session.ts";
import { LazyScheduleSessionDialog } from "./lazy-schedule-session-dialog.tsx";
import { SeriesScopeChoice } from "./series-fields.tsx";

/**
 * A tutor's actions on its own session (an admin's on any) from the schedule (decision 050): Edit, and
 * Cancel Session after an in-app question — for an occurrence of a weekly series, this one alone or every
 * later one too. Booked families are e-mailed. A cancelled or started session offers Edit only.
 */
export function OwnSessionActions({
  session,
  TutorSelect,
}: {
  session: ScheduledSession;
  /** An admin's: the Edit dialog then offers the teacher. */
  TutorSelect?: SelectComponent;
}) {
  const cancel = useCancelOwnSession();
  const [asking, setAsking] = useState(false);
  const [applyTo, setApplyTo] = useState<SeriesScope>("this");
  const cancellable = session.status !== "cancelled" && Date.parse(session.scheduledFor) > Date.now();
  const booked = session.bookedCount ?? 0;

  const confirm = () =>
    cancel.mutate(
      { id: session.id, applyTo },
      {
        onSuccess: () => {
          toast({
            title: "Session cancelled",
            description:
              applyTo === "following"
                ? `${session.title} and its later sessions have been cancelled.`
                : `${session.title} has been cancelled.`,
          });
          setAsking(false);
        },
        onError: (error) =>
          toast({ title: "Could not cancel", description: errorMessage(error), variant: "destructive" }),
      },
    );

  return (
    <div className="flex flex-wrap gap-2">
      <LazyScheduleSessionDialog session={session} TutorSelect={TutorSelect} />
      {cancellable ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setApplyTo("this");
            setAsking(true);
          }}
        >
          Cancel Session<span className="sr-only"> {session.title}</span>
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Cancel ${session.title}?`}
        description={
          <span className="grid gap-3">
            <span>
              {booked > 0
                ? `The ${booked === 1 ? "booked family" : `${booked} booked families`} will be e-mailed.`
                : "Nobody has booked it yet."}
            </span>
            {session.seriesId !== null ? (
              <SeriesScopeChoice label="Which sessions to cancel" value={applyTo} onChange={setApplyTo} />
            ) : null}
          </span>
        }
        confirmText="Cancel Session"
        pendingText="Cancelling..."
        cancelText="Keep Session"
        pending={cancel.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
