import { runtimeTimeZone, VIEWER_ZONE_COOKIE, viewerZoneOf } from "#shared/config/viewer-zone.ts";

/** In the browser: remembers the viewer's time zone for the next page the server draws (decision 057). */
export function rememberViewerZone() {
  const zone = runtimeTimeZone();
  if (viewerZoneOf(document.cookie) === zone) return;
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, set once; the Cookie Store API is not in every browser
  document.cookie = `${VIEWER_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
