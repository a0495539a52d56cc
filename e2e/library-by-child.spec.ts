/**
 * The chosen child filters the student screens' library (decision 049): with the demo family's Year 6 child
 * chosen, the recorded lessons, the resources and a Year 6 session's resources are that year's and those for
 * every year — no GCSE recording, no Year 10 or 11 resource; and the student screens' sidebar keeps the
 * family's way back to the parent dashboard and its messages. On a desktop and a 390 px phone, with axe.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/checks.ts";
import { expect, test } from "./support/fixtures.ts";

/** Chooses the child whose switcher option starts with `name` ("Noah (Year 6)"). */
const chooseChild = (page: Page, name: string) =>
  page
    .getByLabel("Showing")
    .locator("option")
    .filter({ hasText: new RegExp(`^${name} `) })
    .evaluate((element: HTMLOptionElement) => element.label)
    .then((label) => page.getByLabel("Showing").selectOption({ label }));

/** The demo recordings of other years than Year 6 (Year 10 chemistry and biology, GCSE physics). */
const OTHER_YEARS_LESSONS = [
  "The Periodic Table",
  "Photosynthesis Explained",
  "Forces and Newton's Laws",
  "Energy Stores and Transfers",
];
/** The demo resources of Years 10 and 11. */
const YEAR_10_AND_11_RESOURCES = [
  "Simultaneous Equations Worksheet",
  "Quadratics Revision Sheet",
  "Macbeth Key Quotations",
  "Required Practicals Guide",
  "GCSE Exam Technique Guide",
];

async function sessionId(page: Page, title: string): Promise<number> {
  const response = await page.request.get("/api/student/scheduled-sessions");
  expect(response.ok()).toBe(true);
  const found = ((await response.json()) as { id: number; title: string }[]).find(
    (session) => session.title === title,
  );
  expect(found, title).toBeTruthy();
  return found!.id;
}

for (const viewport of [
  { name: "desktop", size: { width: 1280, height: 900 } },
  { name: "390 px phone", size: { width: 390, height: 844 } },
]) {
  test.describe(`the student screens as the demo family (${viewport.name})`, () => {
    test.use({ viewport: viewport.size });

    test("choosing the Year 6 child shows no GCSE recording and no Year 10 or 11 resource, a Year 6 lesson neither", async ({
      page,
      loginAs,
    }) => {
      await loginAs("parent");
      await page.goto("/student/lessons");
      await chooseChild(page, "Olivia");
      const table = page.getByRole("table", { name: "Recorded lessons, newest first" });
      await expect(table.getByRole("row", { name: /The Periodic Table/ })).toBeVisible();

      await chooseChild(page, "Noah");
      await expect(page.getByText("Watch recorded lessons for Year 6 and for every year.")).toBeVisible();
      await expect(table.getByRole("row", { name: /Introduction to Ratio \(recording\)/ })).toBeVisible();
      await expect(table.getByRole("row", { name: /Creative Writing: Setting the Scene/ })).toBeVisible();
      for (const title of OTHER_YEARS_LESSONS) {
        await expect(table.getByRole("row", { name: new RegExp(title) }), title).toHaveCount(0);
      }
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      // The choice is kept: the resources are the Year 6 child's (Primary) and those of no year group.
      await page.goto("/student/resources");
      await expect(page.getByLabel("Showing").locator("option:checked")).toHaveText("Noah (Year 6)");
      await expect(
        page.getByText("Learning resources for Primary (Year 6) and for every year group."),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Details of Times Tables Practice Pack" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Details of Spelling Patterns Workbook" })).toBeVisible();
      for (const title of YEAR_10_AND_11_RESOURCES) {
        await expect(page.getByRole("button", { name: `Details of ${title}` }), title).toHaveCount(0);
      }
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      // A Year 6 lesson's resources: its subject's, of Primary and of no year group.
      await page.goto(`/student/lesson/${await sessionId(page, "Year 6 Maths: Negative Numbers")}`);
      await expect(
        page.getByRole("heading", { level: 1, name: "Year 6 Maths: Negative Numbers" }),
      ).toBeVisible();
      const resources = page.getByRole("list", { name: "Mathematics resources" });
      await expect(
        resources.getByRole("listitem").filter({ hasText: "Times Tables Practice Pack" }),
      ).toBeVisible();
      for (const title of ["Simultaneous Equations Worksheet", "Quadratics Revision Sheet"]) {
        await expect(resources.getByText(title), title).toHaveCount(0);
      }
      await expectNoAxeViolations(page, { excludeFrames: true });
      await expectNoSidewaysScroll(page);
    });

    test("the student screens' sidebar keeps Messages and the way back to the parent dashboard", async ({
      page,
      loginAs,
    }) => {
      await loginAs("parent");
      await page.goto("/student");
      await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
      const openNav = async () => {
        if (viewport.size.width < 768) {
          await page.getByRole("button", { name: "Menu" }).click();
          return page.getByRole("dialog", { name: "Menu" }).getByRole("navigation", { name: "Portal" });
        }
        return page.getByRole("navigation", { name: "Portal" });
      };

      let nav = await openNav();
      await expect(nav.getByRole("heading", { name: "PARENT PORTAL" })).toBeVisible();
      await expect(nav.getByRole("link", { name: /^Messages/ })).toHaveAttribute("href", "/messages");
      await expect(nav.getByRole("link", { name: "Parent Dashboard" })).toHaveAttribute(
        "href",
        "/parent-dashboard",
      );
      await expectNoAxeViolations(page);
      await nav.getByRole("link", { name: "Parent Dashboard" }).click();
      await expect(page).toHaveURL(/\/parent-dashboard$/);
      await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();

      await page.goto("/student/lessons");
      nav = await openNav();
      await nav.getByRole("link", { name: /^Messages/ }).click();
      await expect(page).toHaveURL(/\/messages$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
}
