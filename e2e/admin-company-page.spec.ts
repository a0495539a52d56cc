import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/checks.ts";
import { COMPANY, someone } from "./support/employers.ts";
import { expect, test, waitForMail } from "./support/fixtures.ts";

/**
 * A company's page for the admin (docs/decisions/056, "The employer's screen"): the admin opens a company's page from its
 * card (places, employees, HR managers), invites an HR manager, who registers from the e-mailed link and
 * lands on /employer. On a desktop and on a 390 px phone, with axe.
 */
const VIEWPORTS = [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const;

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`the admin's company page on a ${name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
    });

    test("an admin invites an HR manager, who registers from the e-mail and lands on /employer", async ({
      page,
      loginAs,
    }) => {
      await loginAs("admin");
      await page.goto("/admin#companies");
      await page.getByRole("link", { name: `Manage ${COMPANY}` }).click();
      await page.waitForURL(/\/admin\/companies\/\d+$/);
      await expect(page.getByRole("heading", { level: 1, name: COMPANY })).toBeVisible();
      await expect(page.getByRole("region", { name: "Places" }).getByText("Purchased")).toBeVisible();
      await expect(page.getByTestId("places-purchased")).toHaveText("120");
      await expect(page.getByRole("table", { name: "Employees" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "HR Managers" })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      const fullName = `Hana Hughes ${name}`;
      const { username, email } = someone("hana");
      await page.getByRole("button", { name: "Invite HR Manager" }).click();
      const dialog = page.getByRole("dialog", { name: "Invite HR Manager" });
      await dialog.getByLabel("Full name").fill(fullName);
      await dialog.getByLabel("Email").fill(email);
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Send Invitation" }).click();
      await expect(dialog.getByRole("status")).toContainText(fullName);
      await dialog.getByRole("button", { name: "Done" }).click();
      const list = page.getByRole("list", { name: "HR managers" });
      await expect(list.getByRole("listitem").filter({ hasText: fullName })).toContainText("Invited");

      // The HR manager follows the e-mailed link.
      const [link] = await waitForMail(email, /https?:\/\/\S+\/auth\?token=[\w%-]+/);
      await page.request.post("/api/logout");
      await page.context().clearCookies();
      await page.goto(new URL(link).pathname + new URL(link).search);
      await expect(page.getByText("Invitation Found", { exact: true })).toBeVisible();
      await expect(page.getByLabel("Email")).toHaveValue(email);
      await page.getByLabel("Username").fill(username);
      await page.getByLabel("Password", { exact: true }).fill("hr-pass-2026");
      await page.getByLabel("Confirm password").fill("hr-pass-2026");
      await page.getByRole("button", { name: "Create Account" }).click();
      await page.waitForURL("**/employer");
      await expect(page.getByRole("heading", { level: 1, name: COMPANY })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    });
  });
}
