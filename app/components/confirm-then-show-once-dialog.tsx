import { KeyRound } from "lucide-react";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter, TitledDialog } from "#app/components/ui/dialog.tsx";
import { errorMessage } from "#app/lib/api-client.ts";

/** What the dialog needs of the mutation it confirms (a TanStack Query mutation fits). */
type Action<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
};

/**
 * A key-icon button opening a dialog that asks before an action whose result is shown once (new temporary
 * passwords): Cancel or the confirm button, the error if it failed; then the result, which
 * takes the focus, and closing the dialog forgets it.
 */
export function ConfirmThenShowOnceDialog<T>({
  triggerText,
  triggerLabel,
  triggerClassName,
  title,
  description,
  contentClassName,
  action,
  confirmText,
  confirmDisabled,
  onConfirm,
  renderResult,
}: {
  triggerText: string;
  triggerLabel: string;
  triggerClassName: string;
  title: ReactNode;
  description: ReactNode;
  contentClassName?: string;
  action: Action<T>;
  confirmText: string;
  confirmDisabled: boolean;
  onConfirm: () => void;
  /** The result; `focusRef` goes on the element that takes the focus, `close` ends the dialog. */
  renderResult: (
    result: T,
    tools: { focusRef: RefObject<HTMLParagraphElement | null>; close: () => void },
  ) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const focusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (action.data) focusRef.current?.focus();
  }, [action.data]);
  const change = (next: boolean) => {
    setOpen(next);
    // Shown once: closing the dialog forgets the result.
    if (!next) action.reset();
  };
  return (
    <TitledDialog
      open={open}
      onOpenChange={change}
      trigger={
        <Button variant="outline" icon={KeyRound} className={triggerClassName} aria-label={triggerLabel}>
          {triggerText}
        </Button>
      }
      title={title}
      description={description}
      className={contentClassName}
    >
      {action.data ? (
        <div className="grid gap-4">
          {renderResult(action.data, { focusRef, close: () => change(false) })}
        </div>
      ) : (
        <div className="grid gap-4">
          {action.isError ? (
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
              {errorMessage(action.error)}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button disabled={confirmDisabled} onClick={onConfirm}>
              {action.isPending ? "Issuing..." : confirmText}
            </Button>
          </DialogFooter>
        </div>
      )}
    </TitledDialog>
  );
}
