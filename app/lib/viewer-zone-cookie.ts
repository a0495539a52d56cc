import { runtimeTimeZone, VIEWER_ZONE_COOKIE, viewerZoneOf } from "#shared/config/viewer-zone.ts";

/** In the browser: remembers the viewer's time zone for the next page the server draws (decision 057). */
export function rememberViewerZone() {
  const zone = runtimeTimeZone();
  if (viewerZoneOf(document.cookie) === zone) return;
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, set once; the Cookie Store API is not in every browser
  document.cookie = `${VIEWER_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * `rememberViewerZone` once the browser is idle, as an effect (returns its cleanup). Asking the browser its
 * zone loads its time-zone data, about 70 ms on a mid-range phone: run in the hydration's effects it made
 * their task the page's longest (decision 057, "Hydration in short tasks").
 */
export function rememberViewerZoneWhenIdle(): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(rememberViewerZone, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(rememberViewerZone, 1000);
  return () => window.clearTimeout(handle);
}
