import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

/** How far the page reaches past the screen's right edge (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The control lies wholly inside the 390 px screen. */
async function expectOnScreen(page: Page, role: "button" | "link", name: RegExp) {
  const control = page.getByRole("main").getByRole(role, { name }).first();
  await expect(control).toBeVisible();
  const box = await control.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390, `${String(name)} is off screen`).toBe(true);
}

/**
 * Drawn as cards, the table is still a table to screen readers (rows, cells, column headings), and axe
 * finds nothing.
 */
async function expectTableForScreenReaders(page: Page, caption: string) {
  const table = page.getByRole("table", { name: caption });
  await expect(table.getByRole("columnheader", { name: "Actions" })).toBeAttached();
  await expect(table.getByRole("row").nth(1).getByRole("cell").first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("the family's screens on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every family screen fits the phone, with no sideways scroll", async ({ page, loginAs }) => {
    await loginAs("parent");
    // A session the family sees, for its detail page.
    await page.goto("/student");
    await page
      .getByRole("main")
      .getByRole("link", { name: /^Details/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/student\/session\/\d+$/);
    const sessionPath = new URL(page.url()).pathname;

    for (const path of [
      "/student",
      "/student/schedule",
      "/student/lessons",
      "/student/resources",
      "/student/live",
      sessionPath,
      "/parent-dashboard",
      "/parent-portal",
      "/resources",
      "/resources?yearGroup=Year%2010&subject=Mathematics",
      "/account",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
      expect(await sidewaysOverflow(page), `${path} is wider than the screen`).toBeLessThanOrEqual(0);
    }
  });

  test("the lessons and resources tables keep Play, Details and Download on screen", async ({
    page,
    loginAs,
  }) => {
    await loginAs("parent");
    await page.goto("/student/lessons");
    await expectOnScreen(page, "button", /^Play /);
    await expectTableForScreenReaders(page, "Recorded lessons, newest first");
    await page.goto("/student/resources");
    await expectOnScreen(page, "button", /^Details of /);
    await expectOnScreen(page, "link", /^(Download|Open Link)/);
    await expectTableForScreenReaders(page, "Learning resources, newest first");
  });
});
