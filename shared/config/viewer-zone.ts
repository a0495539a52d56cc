import { cookieValue } from "../cookies.ts";

/**
 * The viewer's time zone, remembered in a cookie so the server can tell whether it draws times as the
 * browser will (decision 057). Times are drawn in the viewer's zone (`app/lib/calendar.ts`, date-fns in
 * local time); the server draws them in its own, so it draws a screen's times only when the two agree.
 */
export const VIEWER_ZONE_COOKIE = "viewer-tz";

/** The zone this JavaScript runtime draws local times in (the browser's, or the server process's). */
export const runtimeTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone a Cookie header names, if any. */
export function viewerZoneOf(cookieHeader: string | null): string | null {
  return cookieValue(cookieHeader, VIEWER_ZONE_COOKIE);
}
