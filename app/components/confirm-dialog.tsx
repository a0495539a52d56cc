import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter, TitledDialog } from "#app/components/ui/dialog.tsx";

/**
 * An in-app question before an action that cannot be taken back (revoke, delete, cancel): its title and
 * what will happen, Cancel (which keeps everything) and the action's own button, which waits while
 * `pending`. Open while `open`; Cancel, Escape and the close button call `onOpenChange(false)`.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmText,
  pendingText,
  pending,
  onConfirm,
  cancelText = "Cancel",
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmText: string;
  pendingText: string;
  pending: boolean;
  onConfirm: () => void;
  /** The button that keeps everything as it is ("Keep session" where "Cancel" would read as the action). */
  cancelText?: string;
  className?: string;
}) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      className={className}
    >
      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {cancelText}
        </Button>
        <Button variant="destructive" disabled={pending} onClick={onConfirm}>
          {pending ? pendingText : confirmText}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
