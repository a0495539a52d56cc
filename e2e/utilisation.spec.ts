/**
 * The employer utilisation report (decision 026): the admin opens a company's report,
 * sees the chart, downloads the CSV, creates a share link that opens in a signed-out browser, and
 * revokes it; axe finds nothing, and the report fits a 390 px phone.
 */
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function openNorthwindReport(page: Page) {
  await page.goto("/admin#companies");
  await page.getByRole("link", { name: "Utilisation of Northwind Logistics" }).click();
  await expect(page).toHaveURL(/\/admin\/companies\/\d+\/utilisation$/);
  await expect(page.getByRole("heading", { level: 1, name: "Utilisation Report" })).toBeVisible();
  await expect(
    page.getByRole("table", { name: /Utilisation of Northwind Logistics by month/ }),
  ).toBeVisible();
}

/** Creates a share link on the open report page and answers its path. */
async function createShareLink(page: Page, days: string) {
  await page.getByLabel("Expires after (days)").fill(days);
  await page.getByRole("button", { name: "Create Link" }).click();
  const link = page.getByLabel("New link");
  await expect(link).toHaveValue(/\/reports\/[A-Za-z0-9_-]{43}$/);
  return new URL(await link.inputValue()).pathname;
}

async function signedOutPage(
  browser: Browser,
  baseURL: string | undefined,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL, ...(viewport ? { viewport } : {}) });
  return context.newPage();
}

test.describe("employer utilisation report", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("the admin opens the report, sees the chart, downloads the CSV and shares a link HR opens signed out", async ({
    page,
    loginAs,
    browser,
    baseURL,
  }) => {
    await loginAs("admin");
    await openNorthwindReport(page);

    const chart = page.getByRole("img", { name: /^Bar chart: Utilisation of Northwind Logistics per month/ });
    await expect(chart).toBeVisible();
    expect(await chart.locator(".recharts-bar-rectangle").count()).toBeGreaterThan(5);
    const table = page.getByRole("table", { name: /Utilisation of Northwind Logistics by month/ });
    await expect(table.getByRole("row")).toHaveCount(14);
    await expect(
      table
        .getByRole("row", { name: /^Total/ })
        .getByRole("cell")
        .first(),
    ).toHaveText("120");
    await expect(table.getByText("fewer than 5").first()).toBeAttached();
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^utilisation-northwind-logistics-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/,
    );
    const csv = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Month,Places purchased,Accounts created,Accounts activated,Families adding children,Children booked,Sessions attended,Recordings watched",
    );
    expect(lines).toHaveLength(14);
    expect(lines.at(-1)).toMatch(/^Total,120,/);
    expect(csv).toContain("<5");
    expect(csv).toMatch(/withheld/);
    for (const cell of lines.flatMap((line) => line.split(","))) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(csv).not.toMatch(/@|Employee \d|Emma Clarke/);

    const path = await createShareLink(page, "14");
    await expect(page.getByRole("status").filter({ hasText: "Link created" }).first()).toBeVisible();
    await page.getByRole("button", { name: "Copy Link" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(path);
    const links = page.getByRole("region", { name: "Links shared" });
    await expect(links.getByText("Active").first()).toBeVisible();

    const hr = await signedOutPage(browser, baseURL);
    await hr.goto(path);
    await expect(
      hr.getByRole("heading", { level: 1, name: "Northwind Logistics: utilisation" }),
    ).toBeVisible();
    await expect(
      hr.getByRole("table", { name: /Utilisation of Northwind Logistics by month/ }),
    ).toBeVisible();
    await expect(hr.getByRole("img", { name: /^Bar chart/ })).toBeVisible();
    await expect(hr.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(hr.getByRole("button", { name: /Create Link|Download CSV|Revoke/ })).toHaveCount(0);
    await expectNoAxeViolations(hr);

    await page
      .getByRole("button", { name: /^Revoke the link created/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Revoke this link?" });
    await dialog.getByRole("button", { name: "Revoke Link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link revoked" }).first()).toBeVisible();
    await expect(links.getByText("Revoked").first()).toBeVisible();

    await hr.reload();
    await expect(hr.getByRole("heading", { level: 1, name: "Report link not valid" })).toBeVisible();
    await expect(hr.getByRole("alert")).toContainText("It may have expired or been revoked");
    await expectNoAxeViolations(hr);
    await hr.context().close();
  });

  test.describe("on a 390 px phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the report and the shared page fit the phone, with no sideways scroll", async ({
      page,
      loginAs,
      browser,
      baseURL,
    }) => {
      await loginAs("admin");
      await openNorthwindReport(page);
      await expect(page.getByRole("img", { name: /^Bar chart/ })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);

      const path = await createShareLink(page, "30");
      const hr = await signedOutPage(browser, baseURL, { width: 390, height: 844 });
      await hr.goto(path);
      await expect(
        hr.getByRole("table", { name: /Utilisation of Northwind Logistics by month/ }),
      ).toBeVisible();
      expect(await sidewaysOverflow(hr)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(hr);
      await hr.context().close();
    });
  });
});
