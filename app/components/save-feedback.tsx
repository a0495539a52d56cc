import { CircleCheck } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { applyServerIssues } from "#app/lib/server-issues.ts";

/**
 * What a form dialog does when a save fails: the server's field issues on their fields, its message
 * inline (`failure`, shown by FormFailure) and in a destructive toast titled `toastTitle`.
 */
export function useSaveFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly string[],
) {
  const [failure, setFailure] = useState<string | null>(null);
  const failed =
    (toastTitle = "Error", inline = true) =>
    (error: Error) => {
      applyServerIssues(error, setError, fields);
      if (inline) setFailure(errorMessage(error));
      toast({ title: toastTitle, description: errorMessage(error), variant: "destructive" });
    };
  return { failure, clearFailure: () => setFailure(null), failed };
}

/**
 * Deletes `id` after the browser's confirmation asking `question`, then toasts `deleted` (title and
 * description), or a destructive 'Error' toast with the server's message [2§8].
 */
export function deleteAfterConfirm(
  remove: {
    mutate: (id: number, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  },
  id: number,
  question: string,
  deleted: { title: string; description: string },
  onDeleted?: () => void,
) {
  if (!window.confirm(question)) return;
  remove.mutate(id, {
    onSuccess: () => {
      toast(deleted);
      onDeleted?.();
    },
    onError: (error) => toast({ title: "Error", description: errorMessage(error), variant: "destructive" }),
  });
}

/** A failure's message, announced: a failed save's at the top of its form, or a read's (ReadState). */
export function FormFailure({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  ) : null;
}

/**
 * The success alert a form dialog shows once saved [2§4]: after an edit, 'Edit Another' (back to the
 * list); after an add, 'Done' and another blank form (`anotherLabel`, e.g. 'Add Another').
 */
export function SavedNotice({
  editing,
  onClose,
  onAnother,
  anotherLabel,
  children,
}: {
  editing: boolean;
  onClose: () => void;
  onAnother: () => void;
  anotherLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-4">
      <div
        role="status"
        className="flex items-start gap-3 rounded-md border border-green-300 bg-green-50 p-4 text-green-900"
      >
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p className="text-sm">{children}</p>
      </div>
      <DialogFooter>
        {/* The form that had focus is gone: focus moves to the notice's first button, inside the dialog. */}
        {editing ? (
          <Button autoFocus onClick={onClose}>
            Edit Another
          </Button>
        ) : (
          <>
            <Button autoFocus variant="outline" onClick={onClose}>
              Done
            </Button>
            <Button onClick={onAnother}>{anotherLabel}</Button>
          </>
        )}
      </DialogFooter>
    </div>
  );
}
