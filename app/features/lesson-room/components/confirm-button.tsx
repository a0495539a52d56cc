import { useState } from "react";
import { Button, type ButtonProps } from "#app/components/ui/button.tsx";
import { DialogFooter, TitledDialog } from "#app/components/ui/dialog.tsx";

/** A button whose action is asked about first (End Lesson, Remove): the dialog names what will happen. */
export function ConfirmButton({
  title,
  description,
  confirmLabel,
  onConfirm,
  pending = false,
  ...button
}: Omit<ButtonProps, "onClick"> & {
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <TitledDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button {...button} />}
      title={title}
      description={description}
    >
      <DialogFooter>
        <Button variant="outline" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          disabled={pending}
          onClick={() => {
            onConfirm();
            setOpen(false);
          }}
        >
          {confirmLabel}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
