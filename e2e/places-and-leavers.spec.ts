import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/checks.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * Places and leavers (docs/decisions/056): the admin adds a company with the
 * places it bought and reads them on its card; generating more accounts than are free is refused with the
 * number left; once a family of the company is made a leaver today, its place is free again on the card.
 * On a desktop and on a 390 px phone, with axe.
 */
const VIEWPORTS = [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const;

/** A London date: today, as the leavers' form sends it. */
const londonToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`the admin's company cards on a ${name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
    });

    test("show a company's places, refuse accounts beyond them and free a leaver's", async ({
      page,
      loginAs,
    }) => {
      await loginAs("admin");
      await page.goto("/admin#companies");
      const company = `Placed ${name} ${Date.now().toString(36)}`;
      await page.getByRole("button", { name: "Add Company" }).click();
      const add = page.getByRole("dialog", { name: "Add Company" });
      await add.getByLabel("Company Name").fill(company);
      await add.getByLabel("Contact Name").fill("Pat Places");
      await add.getByLabel("Contact Email").fill("pat@placed.example");
      await add.getByLabel("Places Purchased (optional)").fill("2");
      await add.getByRole("button", { name: "Add Company" }).click();
      const card = page
        .getByRole("list", { name: "Companies" })
        .getByRole("listitem")
        .filter({ hasText: company });
      await expect(card).toContainText("Places: 0 of 2 used · 2 free");
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      // Two generated accounts take both places; a third is refused with the number left.
      const generate = async (count: number) => {
        await page.getByRole("button", { name: "Generate Accounts" }).first().click();
        const dialog = page.getByRole("dialog", { name: "Generate Accounts" });
        await dialog.getByLabel("Company").selectOption({ label: company });
        await dialog.getByLabel("Number of Accounts").fill(String(count));
        await dialog.getByRole("button", { name: "Generate Accounts" }).click();
        return dialog;
      };
      const made = await generate(2);
      await expect(made.getByText("2 accounts have been generated.")).toBeVisible();
      await made.getByRole("button", { name: "Done" }).click();
      await page.reload();
      await expect(card).toContainText("Places: 2 of 2 used · 0 free");
      const refused = await generate(1);
      await expect(page.getByText("Only 0 places are left for this company.").first()).toBeVisible();
      await expect(refused).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");

      // One of them leaves today: its place is free again.
      const companies = (await (await page.request.get("/api/admin/companies")).json()) as {
        id: number;
        name: string;
      }[];
      const companyId = companies.find((each) => each.name === company)?.id;
      const employees = await page.request.get(`/api/admin/companies/${companyId}/employees`);
      const [leaver] = ((await employees.json()) as { employees: { id: number }[] }).employees;
      const marked = await page.request.post(`/api/admin/companies/${companyId}/leavers`, {
        data: { userIds: [leaver?.id], leftAt: londonToday() },
      });
      expect(marked.status(), await marked.text()).toBe(200);
      await page.reload();
      await expect(card).toContainText("Places: 1 of 2 used · 1 free");
    });
  });
}
