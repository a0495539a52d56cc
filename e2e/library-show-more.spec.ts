/**
 * "Show more" under the libraries (decision 039): the screens ask for one page and the next on request.
 * The demo library is smaller than a page, so the browser's requests ask the real server for pages of two
 * rows (the `limit` rewritten on the way, the server's answers and cursors untouched): following "Show
 * more" to the end shows exactly the whole library, newest first, on a phone, passing axe.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/checks.ts";
import { expect, test } from "./support/fixtures.ts";
import { drawScreensInTheBrowser } from "./support/server-rendering.ts";

const PAGE = 2;

/** The library reads the page makes ask for `PAGE` rows instead of a screen's page size. */
async function smallPages(page: Page) {
  // The screens' reads are made by the browser, where the smaller page applies.
  await drawScreensInTheBrowser(page);
  await page.route(/\/api\/(student\/)?(resources|recorded-lessons)\?/, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set("limit", String(PAGE));
    return route.continue({ url: url.toString() });
  });
}

/** The whole library's titles, newest first, as the unpaginated read answers them. */
async function wholeLibrary(page: Page, path: string): Promise<string[]> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Array<{ title: string }>).map((item) => item.title);
}

/** Clicks `button` until it is gone, at most `most` times, checking `count` grows by a page each time. */
async function showAll(page: Page, button: string, count: () => Promise<number>, most: number) {
  const more = page.getByRole("button", { name: button });
  for (let clicks = 0; clicks < most && (await more.count()) > 0; clicks++) {
    const before = await count();
    await more.click();
    await expect.poll(count).toBeGreaterThan(before);
  }
  await expect(more).toHaveCount(0);
}

test.describe("Show more on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a tutor pages through the whole resources library with Show more", async ({ page, loginAs }) => {
    await loginAs("tutor");
    const whole = await wholeLibrary(page, "/api/resources");
    expect(whole.length).toBeGreaterThan(PAGE);
    await smallPages(page);
    await page.goto("/resources");
    const cards = page.getByRole("list", { name: "Resources" }).getByRole("listitem");
    await expect(cards).toHaveCount(PAGE);
    await expect(page.getByRole("button", { name: "Show more resources" })).toHaveText("Show more");
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await showAll(page, "Show more resources", () => cards.count(), whole.length);
    const titles = await page
      .getByRole("list", { name: "Resources" })
      .getByRole("heading", { level: 2 })
      .allTextContents();
    expect(titles).toEqual(whole);
    await expectNoAxeViolations(page);
  });

  test("a family pages through the recorded lessons with Show more, and a search starts again", async ({
    page,
    loginAs,
  }) => {
    await loginAs("parent");
    // The student screens list the chosen child's lessons (decision 049): the first child, nothing chosen yet.
    const children = (await (await page.request.get("/api/family/children")).json()) as { id: number }[];
    const whole = await wholeLibrary(page, `/api/student/recorded-lessons?studentId=${children[0]!.id}`);
    expect(whole.length).toBeGreaterThan(PAGE);
    await smallPages(page);
    await page.goto("/student/lessons");
    const rows = page.getByRole("table").getByRole("row");
    // The header row and one row per lesson.
    await expect(rows).toHaveCount(PAGE + 1);
    await expectNoAxeViolations(page);
    await showAll(page, "Show more recorded lessons", async () => (await rows.count()) - 1, whole.length);
    await expect(rows).toHaveCount(whole.length + 1);
    for (const [index, title] of whole.entries()) await expect(rows.nth(index + 1)).toContainText(title);
    await expectNoSidewaysScroll(page);

    // A search is sent to the server and shows its first page again.
    await page.getByLabel("Search lessons").fill(whole[0]!);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(whole[0]!);
    await expectNoAxeViolations(page);
  });
});
