import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";
import { useRef, useState } from "react";
import { escapesForDialog } from "#app/lib/dialog-escape.ts";
import { cn } from "#app/lib/utils.ts";
import { Button } from "./button.tsx";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * A modal dialog. Closing it returns focus to whatever had focus when it opened: Radix does this only
 * for a dialog opened by its own Trigger, and most dialogs here open from state (Edit Details, Edit,
 * the cookie preferences), which would otherwise leave keyboard users at the top of the page.
 *
 * Escape closes it even while a toast is showing: a toast opened after the dialog (the 'saved' toast)
 * is Radix's topmost dismissable layer and takes the Escape first; it lets an Escape pressed inside the
 * dialog through (lib/dialog-escape.ts), and an Escape no layer of the dialog (nor a menu within it)
 * handled closes the dialog here.
 */
export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
  onKeyDown,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content>) {
  const openedFrom = useRef<Element | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const escapeSeenByDialog = useRef<Event | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg bg-white p-6 shadow-lg",
          className,
        )}
        onOpenAutoFocus={(event) => {
          openedFrom.current = document.activeElement;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = openedFrom.current;
          if (event.defaultPrevented || !(target instanceof HTMLElement) || !target.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
        onEscapeKeyDown={(event) => {
          escapeSeenByDialog.current = event;
          onEscapeKeyDown?.(event);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          const key = event.nativeEvent;
          if (event.key !== "Escape" || escapeSeenByDialog.current === key) return;
          if (key.defaultPrevented && !escapesForDialog.has(key)) return;
          closeButton.current?.click();
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          ref={closeButton}
          className="absolute top-4 right-4 rounded-sm opacity-70 hover:opacity-100"
        >
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5", className)} {...props} />;
}
export function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />
  );
}
export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg font-semibold", className)} {...props} />;
}
export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-slate-600", className)} {...props} />;
}

/** A dialog's title and the sentence under it, which name and describe the dialog for screen readers. */
export function DialogHeading({
  title,
  description,
  className,
}: {
  title: React.ReactNode;
  description: React.ReactNode;
  className?: string;
}) {
  return (
    <DialogHeader className={className}>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}

/** A dialog (open while `open`) under its title and description; `trigger`, when given, is the button opening it. */
export function TitledDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: React.ReactNode;
  title: React.ReactNode;
  description: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={className}>
        <DialogHeading title={title} description={description} />
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The footer of a form in a dialog: Cancel, and the submit button that says when it is working. A
 * `secondaryAction` (Deactivate) stands apart at the start of the footer.
 */
function DialogFormActions({
  onCancel,
  pending,
  label,
  pendingLabel,
  secondaryAction,
}: {
  onCancel: () => void;
  pending: boolean;
  label: string;
  pendingLabel: string;
  secondaryAction?: React.ReactNode;
}) {
  const actions = (
    <>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
  return secondaryAction ? (
    <DialogFooter className="sm:justify-between">
      {secondaryAction}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">{actions}</div>
    </DialogFooter>
  ) : (
    <DialogFooter>{actions}</DialogFooter>
  );
}

/**
 * The open state of a dialog whose form starts afresh each time: closing it (Cancel, Escape, or `close`
 * after a save) calls `reset`. Spread `props` into FormDialog.
 */
export function useFormDialog(reset: () => void, initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) reset();
  };
  const close = () => onOpenChange(false);
  return { props: { open, onOpenChange, onCancel: close }, close };
}

/**
 * A dialog holding one form: optional trigger, title, description, the fields, and Cancel with the
 * submit button (and a `secondaryAction` apart from them). The form is `noValidate`: the form's schema
 * reports errors at each field. Given `done` (what a save answered, such as a success notice), the dialog
 * shows it in place of the form.
 */
export function FormDialog({
  onSubmit,
  onCancel,
  pending,
  submitLabel,
  pendingLabel,
  secondaryAction,
  className = "max-w-2xl",
  done,
  children,
  ...dialog
}: Omit<React.ComponentProps<typeof TitledDialog>, "className"> & {
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  secondaryAction?: React.ReactNode;
  className?: string;
  done?: React.ReactNode;
}) {
  return (
    <TitledDialog {...dialog} className={className}>
      {done ?? (
        <form noValidate className="grid gap-4" onSubmit={onSubmit}>
          {children}
          <DialogFormActions
            onCancel={onCancel}
            pending={pending}
            label={submitLabel}
            pendingLabel={pendingLabel}
            secondaryAction={secondaryAction}
          />
        </form>
      )}
    </TitledDialog>
  );
}

/** A dialog open while `item` is set, its content drawn for that item; closing it calls `onClose`. */
export function ItemDialog<Item>({
  item,
  onClose,
  className,
  children,
}: {
  item: Item | null;
  onClose: () => void;
  className?: string;
  children: (item: Item) => React.ReactNode;
}) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item !== null ? <DialogContent className={className}>{children(item)}</DialogContent> : null}
    </Dialog>
  );
}
