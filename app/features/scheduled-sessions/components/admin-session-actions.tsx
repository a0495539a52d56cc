import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "#app/components/confirm-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { useDeleteScheduledSession } from "../api/delete-scheduled-session.ts";
import { useCancelScheduledSession } from "../api/update-scheduled-session.ts";
import type { SessionRow } from "./sessions-list.tsx";

type Asking = "cancel" | "delete" | null;

/**
 * The admin's actions on a scheduled session, each asked first in an in-app dialog (decision 048): Cancel
 * session (its booked families are e-mailed) while it is not cancelled, and — quieter, for a session no
 * family has booked, as the server refuses the others — Delete.
 */
export function AdminSessionActions({ row }: { row: SessionRow & { bookedCount?: number | null } }) {
  const cancel = useCancelScheduledSession();
  const remove = useDeleteScheduledSession();
  const [asking, setAsking] = useState<Asking>(null);
  const booked = row.bookedCount ?? 0;
  const failed = (error: Error) =>
    toast({ title: "Error", description: errorMessage(error), variant: "destructive" });
  const confirmCancel = () =>
    cancel.mutate(row.id, {
      onSuccess: () => {
        setAsking(null);
        toast({ title: "Session cancelled", description: `${row.title} has been cancelled.` });
      },
      onError: failed,
    });
  const confirmDelete = () =>
    remove.mutate(row.id, {
      onSuccess: () => {
        setAsking(null);
        toast({ title: "Session deleted", description: `${row.title} has been deleted.` });
      },
      onError: failed,
    });
  return (
    <>
      {row.status === "cancelled" ? null : (
        <Button size="sm" variant="outline" disabled={cancel.isPending} onClick={() => setAsking("cancel")}>
          Cancel session<span className="sr-only"> {row.title}</span>
        </Button>
      )}
      {booked > 0 ? null : (
        <Button
          size="sm"
          variant="ghost"
          className="text-slate-600 hover:text-red-800"
          disabled={remove.isPending}
          onClick={() => setAsking("delete")}
        >
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> {row.title}</span>
        </Button>
      )}
      <ConfirmDialog
        open={asking === "cancel"}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={`Cancel ${row.title}?`}
        description={
          booked > 0
            ? `The ${booked === 1 ? "family" : `${booked} booked families`} will be e-mailed.`
            : "No family has booked it; it stays in the list as cancelled."
        }
        confirmText="Cancel session"
        pendingText="Cancelling..."
        cancelText="Keep session"
        pending={cancel.isPending}
        onConfirm={confirmCancel}
      />
      <ConfirmDialog
        open={asking === "delete"}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={`Delete ${row.title}?`}
        description="This cannot be undone."
        confirmText="Delete"
        pendingText="Deleting..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
