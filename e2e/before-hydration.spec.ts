/**
 * The page before its scripts have run (decision 057, "A click before hydration"). A page is drawn before
 * its scripts have run, a while on a phone's slow connection: a click on a control made then is held and
 * played once React listens, never lost, and a form is never sent natively (a sign-in form as a GET would
 * put the password in the address).
 */
import type { Page, Request } from "@playwright/test";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/checks.ts";
import { DEMO, expect, test } from "./support/fixtures.ts";

/** Holds the app's entry script until `release` is called: the page is drawn, and stays unhydrated. */
async function holdTheEntryScript(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The page has hydrated: the head's script has handed over what it held. */
const hydrated = (page: Page) => page.evaluate(() => window.__heldUntilHydrated === undefined);

for (const viewport of [
  { name: "390 px", size: { width: 390, height: 844 } },
  { name: "1280 px", size: { width: 1280, height: 800 } },
]) {
  test.describe(`before the scripts have run, at ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test("signing in is held, never sent as a GET with the password, and goes through once the page hydrates", async ({
      page,
    }) => {
      const release = await holdTheEntryScript(page);
      const requests: Request[] = [];
      page.on("request", (request) => requests.push(request));
      await page.goto("/auth", { waitUntil: "commit" });
      const parent = DEMO.parent;
      await page.getByLabel("Username").fill(parent.username);
      await page.getByLabel("Password").fill(parent.password);
      await page.getByLabel("I am a").selectOption({ label: parent.iAmA });
      await page.getByRole("button", { name: "Log In" }).click();
      // Nothing left: the page is the sign-in page still, and not hydrated.
      await page.waitForTimeout(300);
      expect(await hydrated(page)).toBe(false);
      expect(new URL(page.url()).pathname).toBe("/auth");
      expect(new URL(page.url()).search).toBe("");
      expect(requests.filter((request) => request.url().includes(parent.password))).toEqual([]);
      expect(requests.filter((request) => new URL(request.url()).pathname === "/api/login")).toEqual([]);

      release();
      // The held click plays once React answers: the family lands on its dashboard.
      await page.waitForURL(`**${parent.lands}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(requests.filter((request) => request.url().includes(parent.password))).toEqual([]);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("before the scripts have run, on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu pressed on a signed-in screen opens once the page's scripts have run", async ({
    page,
    loginAs,
  }) => {
    await loginAs("parent");
    const release = await holdTheEntryScript(page);
    await page.goto("/parent-dashboard", { waitUntil: "commit" });
    // Drawn by the server, with its data, before any script has run.
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
    await page.getByRole("button", { name: "Menu" }).click();
    await page.waitForTimeout(300);
    expect(await hydrated(page)).toBe(false);
    await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);

    release();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    expect(await hydrated(page)).toBe(true);
    await menu.getByRole("link", { name: "Student Dashboard", exact: true }).click();
    await expect(page).toHaveURL(/\/student$/);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});
