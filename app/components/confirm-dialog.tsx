import type { ComponentProps } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter, TitledDialog } from "#app/components/ui/dialog.tsx";

/**
 * An in-app question before an action that cannot be taken back (revoke, delete, cancel): its title and
 * what will happen, Cancel (which keeps everything) and the action's own button, which waits while
 * `pending`. Open while `open`; Cancel, Escape and the close button call `onOpenChange(false)`.
 */
export function ConfirmDialog({
  confirmText,
  pendingText,
  pending,
  onConfirm,
  cancelText = "Cancel",
  ...dialog
}: Omit<ComponentProps<typeof TitledDialog>, "trigger" | "children"> & {
  confirmText: string;
  pendingText: string;
  pending: boolean;
  onConfirm: () => void;
  /** The button that keeps everything as it is ("Keep session" where "Cancel" would read as the action). */
  cancelText?: string;
}) {
  return (
    <TitledDialog {...dialog}>
      <DialogFooter>
        <Button variant="outline" onClick={() => dialog.onOpenChange(false)}>
          {cancelText}
        </Button>
        <Button variant="destructive" disabled={pending} onClick={onConfirm}>
          {pending ? pendingText : confirmText}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
