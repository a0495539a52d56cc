/**
 * Escapes a toast let through to the dialog under it. A toast opened while a dialog is open (the 'saved'
 * toast) is Radix's topmost dismissable layer, so it receives the Escape first; pressed inside a dialog,
 * the toast stays and marks the key here, and the dialog closes (components/ui/dialog.tsx).
 */
export const escapesForDialog = new WeakSet<Event>();

/** True when the key was pressed inside an open dialog. */
export const pressedInDialog = (event: Event) =>
  event.target instanceof Element && event.target.closest("[role=dialog]") !== null;
