import { deleteAfterConfirm } from "#app/components/save-feedback.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useDeleteScheduledSession } from "../api/delete-scheduled-session.ts";
import { useCancelScheduledSession } from "../api/update-scheduled-session.ts";
import type { SessionRow } from "./sessions-list.tsx";

/**
 * The admin's actions on a scheduled session: Cancel session (its booked families are e-mailed) while it
 * is not cancelled, and Delete, which the server refuses while the session has bookings.
 */
export function AdminSessionActions({ row }: { row: SessionRow & { bookedCount?: number | null } }) {
  const cancel = useCancelScheduledSession();
  const remove = useDeleteScheduledSession();
  const booked = row.bookedCount ?? 0;
  return (
    <span className="flex flex-wrap gap-2 sm:justify-end">
      {row.status === "cancelled" ? null : (
        <Button
          size="sm"
          variant="outline"
          disabled={cancel.isPending}
          onClick={() =>
            deleteAfterConfirm(
              cancel,
              row.id,
              booked > 0
                ? `Cancel ${row.title}? The ${booked === 1 ? "family" : `${booked} booked families`} will be e-mailed.`
                : `Cancel ${row.title}?`,
              { title: "Session cancelled", description: `${row.title} has been cancelled.` },
            )
          }
        >
          Cancel session<span className="sr-only"> {row.title}</span>
        </Button>
      )}
      <Button
        size="sm"
        variant="destructive"
        disabled={remove.isPending}
        onClick={() =>
          deleteAfterConfirm(remove, row.id, `Delete ${row.title}? This cannot be undone.`, {
            title: "Session deleted",
            description: `${row.title} has been deleted.`,
          })
        }
      >
        Delete<span className="sr-only"> {row.title}</span>
      </Button>
    </span>
  );
}
