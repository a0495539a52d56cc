import type { Page } from "@playwright/test";

/** Collects console errors and uncaught page errors; a test fails when any appear. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Stores a cookie choice so the banner does not cover the page under test. */
export async function acceptCookies(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      "cookie-consent",
      JSON.stringify({
        preferences: { necessary: true, analytics: false, marketing: false, preferences: false },
        timestamp: new Date().toISOString(),
        version: "1.0",
      }),
    );
  });
}
