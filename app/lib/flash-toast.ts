/**
 * A toast that outlives a full-page redirect. Sign-in, registration, password change and logout
 * reload the browser on purpose ([1§2], [1§4]); the toast they announce ([1§8]) is kept in
 * sessionStorage for the page they go to and shown there by its toaster. It is kept for that path
 * only (a guard's brief client-side redirect on the old page must not take it) and only for a short
 * time (a redirect that never arrives leaves no stale toast behind). No imports: public pages load
 * this eagerly.
 */
type FlashToast = { title: string; description?: string; variant?: "default" | "destructive" };

export const FLASH_TOAST_KEY = "flash-toast";
/** Longer than any page load; a kept toast older than this is dropped unseen. */
export const FLASH_TOAST_TTL_MS = 30_000;

type Kept = { toast: FlashToast; path: string; keptAt: number };

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function pathOf(url: string): string {
  return new URL(url, window.location.href).pathname;
}

function readKept(store: Storage): Kept | null {
  try {
    const parsed = JSON.parse(store.getItem(FLASH_TOAST_KEY) ?? "null") as Partial<Kept> | null;
    const toast = parsed?.toast;
    if (typeof toast?.title !== "string" || typeof parsed?.path !== "string") return null;
    if (typeof parsed.keptAt !== "number") return null;
    return {
      path: parsed.path,
      keptAt: parsed.keptAt,
      toast: {
        title: toast.title,
        ...(typeof toast.description === "string" ? { description: toast.description } : {}),
        ...(toast.variant === "destructive" ? { variant: "destructive" as const } : {}),
      },
    };
  } catch {
    return null;
  }
}

/** Keeps the toast for the page at `url`, which the browser opens next. */
export function keepToastForNextPage(input: FlashToast, url: string) {
  try {
    const kept: Kept = { toast: input, path: pathOf(url), keptAt: Date.now() };
    storage()?.setItem(FLASH_TOAST_KEY, JSON.stringify(kept));
  } catch {
    // storage full or refused: the toast is simply not carried over
  }
}

/** Whether a toast is waiting for the current page. */
export function hasFlashToast(): boolean {
  const store = storage();
  const kept = store ? readKept(store) : null;
  return Boolean(kept && kept.path === window.location.pathname);
}

/**
 * The toast kept for the current page, removed so it shows once. A kept value that is unreadable or
 * too old is removed; one meant for another page is left for it.
 */
export function takeFlashToast(): FlashToast | null {
  const store = storage();
  if (!store?.getItem(FLASH_TOAST_KEY)) return null;
  const kept = readKept(store);
  const age = kept ? Date.now() - kept.keptAt : Number.POSITIVE_INFINITY;
  if (!kept || age < 0 || age > FLASH_TOAST_TTL_MS) {
    store.removeItem(FLASH_TOAST_KEY);
    return null;
  }
  if (kept.path !== window.location.pathname) return null;
  store.removeItem(FLASH_TOAST_KEY);
  return kept.toast;
}
