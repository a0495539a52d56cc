/**
 * Toasts: one at a time, 5000 ms (Radix Toast's default), [1§9]. `toast()` may be called from
 * anywhere; the <Toaster /> in the app shell shows the latest one. `toastAndRedirect()` carries a
 * toast across a full-page redirect (see lib/flash-toast.ts).
 */
import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { useEffect, useSyncExternalStore } from "react";
import { escapesForDialog, pressedInDialog } from "#app/lib/dialog-escape.ts";
import { keepToastForNextPage, takeFlashToast } from "#app/lib/flash-toast.ts";
import { cn } from "#app/lib/utils.ts";

type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" };
type ToastState = (ToastInput & { id: number; open: boolean }) | null;

let current: ToastState = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function toast(input: ToastInput) {
  current = { ...input, id: nextId++, open: true };
  emit();
}

/**
 * Shows the toast, then does the full-page redirect [1§2]; the next page's toaster shows the same
 * toast, so it stays readable for its 5000 ms instead of vanishing with the old page.
 */
export function toastAndRedirect(input: ToastInput, url: string) {
  toast(input);
  keepToastForNextPage(input, url);
  window.location.assign(url);
}

function dismiss(id: number) {
  if (current?.id === id) {
    current = { ...current, open: false };
    emit();
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function Toaster() {
  const state = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  // A toast announced just before a full-page redirect shows here, once.
  useEffect(() => {
    const kept = takeFlashToast();
    if (kept) toast(kept);
  }, []);
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right">
      {state ? (
        <ToastPrimitive.Root
          key={state.id}
          open={state.open}
          onOpenChange={(open) => (open ? undefined : dismiss(state.id))}
          // Escape inside a dialog closes the dialog and leaves the toast readable for its 5000 ms.
          onEscapeKeyDown={(event) => {
            if (!pressedInDialog(event)) return;
            event.preventDefault();
            escapesForDialog.add(event);
          }}
          className={cn(
            "relative grid gap-1 rounded-md border p-4 pr-8 shadow-lg",
            state.variant === "destructive"
              ? "border-red-700 bg-red-700 text-white"
              : "border-slate-200 bg-white text-slate-900",
          )}
        >
          <ToastPrimitive.Title className="text-sm font-semibold">{state.title}</ToastPrimitive.Title>
          {state.description ? (
            <ToastPrimitive.Description className="text-sm opacity-90">
              {state.description}
            </ToastPrimitive.Description>
          ) : null}
          <ToastPrimitive.Close
            className="absolute top-2 right-2 rounded-sm opacity-70 hover:opacity-100"
            aria-label="Close"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4" />
    </ToastPrimitive.Provider>
  );
}
