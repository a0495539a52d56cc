import { runtimeTimeZone, VIEWER_ZONE_COOKIE, viewerZoneOf } from "#shared/config/viewer-zone.ts";

/** In the browser: remembers the viewer's time zone for the next page the server draws (decision 057). */
export function rememberViewerZone() {
  const zone = runtimeTimeZone();
  if (viewerZoneOf(document.cookie) === zone) return;
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, set once; the Cookie Store API is not in every browser
  document.cookie = `${VIEWER_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * `rememberViewerZone` out of the page's load, as an effect (returns its cleanup). Asking the browser its
 * zone loads its time-zone data, about 70 ms on a mid-range phone: run in the hydration's effects it made
 * their task the page's longest (decision 057, "Hydration in short tasks"), and even when idle it is a
 * long task while the page is still hydrating. A viewer without the cookie gets it once the browser is
 * idle, so the next page the server draws has its times; a viewer who has it (every visit but the first)
 * has it checked when the page is hidden, before the next visit's first request, never during a load.
 */
export function rememberViewerZoneLater(): () => void {
  if (viewerZoneOf(document.cookie) !== null) {
    const whenHidden = () => {
      if (document.visibilityState === "hidden") rememberViewerZone();
    };
    document.addEventListener("visibilitychange", whenHidden);
    return () => document.removeEventListener("visibilitychange", whenHidden);
  }
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(rememberViewerZone, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(rememberViewerZone, 1000);
  return () => window.clearTimeout(handle);
}
