import type { Page } from "@playwright/test";
import { VIEWER_ZONE_COOKIE } from "../../shared/config/viewer-zone.ts";

/**
 * For specs that watch or change the reads a screen's components make in the browser (which reads, what
 * page size): the browser never tells the server its time zone, so the server draws only the signed-in
 * frame and the screens make their reads in the browser, as they do for a first visit (decision 057).
 */
export async function drawScreensInTheBrowser(page: Page) {
  // Away from the page first: a screen still hydrating would tell the zone after the cookie is cleared.
  await page.goto("about:blank");
  await page.context().clearCookies({ name: VIEWER_ZONE_COOKIE });
  await page.addInitScript((name) => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
    if (!cookie?.get || !cookie.set) return;
    const { get, set } = cookie;
    Object.defineProperty(document, "cookie", {
      configurable: true,
      get: () => get.call(document),
      set: (value: string) => {
        if (!value.startsWith(`${name}=`)) set.call(document, value);
      },
    });
  }, VIEWER_ZONE_COOKIE);
}
