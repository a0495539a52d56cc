import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/checks.ts";
import { newEmployee, newHrManager } from "./support/employers.ts";
import { DEMO, expect, signIn, test } from "./support/fixtures.ts";

/**
 * The employer's screen (docs/decisions/056): an HR manager signs in with "Employer",
 * lands on /employer and sees its company's places and employees, marks a leaver with a future date and
 * undoes it, makes a registration code and opens the utilisation report; the chosen tab is the address's
 * hash, kept by a reload, back and forward and a shared link; a family signing in with "Employer" is
 * refused, and a parent going to /employer is sent to /auth. On a desktop and on a 390 px phone, with axe.
 */
const VIEWPORTS = [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const;

/** The demo data's HR manager of Northwind Logistics (server/src/db/seed/users.ts). */
const DEMO_HR = { username: "hr.manager", password: "hr-demo-2025", iAmA: "Employer" };

/** The London date `days` from today, as the date field takes it. */
function londonDate(days: number) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`the employer's screen on a ${name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
    });

    test("an HR manager manages places, leavers, codes and the report of its own company", async ({
      page,
      request,
    }) => {
      const employeeName = `Leona Leaver ${name}`;
      await newEmployee(request, employeeName);
      const hr = await newHrManager(request, `Harriet Ross ${name}`);

      await signIn(page, hr);
      await page.waitForURL("**/employer");
      await expect(page.getByRole("heading", { level: 1, name: "Northwind Logistics" })).toBeVisible();
      const places = page.getByRole("region", { name: "Places" });
      await expect(places.getByText("Purchased")).toBeVisible();
      await expect(places.getByText("Used")).toBeVisible();
      await expect(places.getByText("Free")).toBeVisible();
      await expect(page.getByRole("tab", { name: "Employees", selected: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      // The leaver: chosen, given a date a week ahead, then undone.
      await page.getByRole("searchbox", { name: "Search employees" }).fill(employeeName);
      const table = page.getByRole("table", { name: "Employees" });
      const row = table.getByRole("row").filter({ hasText: employeeName });
      await expect(row).toHaveCount(1);
      await row.getByRole("checkbox", { name: `Choose ${employeeName}` }).check();
      await page.getByRole("button", { name: "Mark 1 as Leaving" }).click();
      const dialog = page.getByRole("dialog", { name: `Mark ${employeeName} as leaving` });
      await dialog.getByLabel("Access ends on").fill(londonDate(7));
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Confirm Leavers" }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText("Leaving");
      await row.getByRole("button", { name: `Undo leaving date of ${employeeName}` }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Undo Leaving Date" }).click();
      await expect(page.getByText("Leaving date undone").first()).toBeVisible();
      await expect(row).not.toContainText("Leaving");

      // A registration code of its own company: no company to choose.
      await page.getByRole("tab", { name: "Registration Codes" }).click();
      await expect(page.getByLabel("Company")).toHaveCount(0);
      await page.getByRole("button", { name: "Create Registration Code" }).click();
      await expect(page.getByTestId("registration-code")).toHaveText(/\S{4,}/);
      await expect(page.getByRole("list", { name: "Registration codes" })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      // The utilisation report, counts only.
      await page.getByRole("tab", { name: "Utilisation" }).click();
      await expect(
        page.getByRole("table", { name: /Utilisation of Northwind Logistics by month/ }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    });

    test("the demo HR manager signs in with Employer and sees Northwind Logistics' places and employees", async ({
      page,
    }) => {
      await signIn(page, DEMO_HR);
      await page.waitForURL("**/employer");
      await expect(page.getByRole("heading", { level: 1, name: "Northwind Logistics" })).toBeVisible();
      await expect(page.getByTestId("places-purchased")).toHaveText("120");
      await expect(page.getByRole("table", { name: "Employees" }).getByRole("row").nth(1)).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    });

    test("the chosen tab is in the address: a reload, back and forward and a shared link keep it", async ({
      page,
    }) => {
      await signIn(page, DEMO_HR);
      await page.waitForURL("**/employer");
      const selected = (name: string) => page.getByRole("tab", { name, selected: true });
      await expect(selected("Employees")).toBeVisible();

      await page.getByRole("tab", { name: "Registration Codes" }).click();
      await expect(page).toHaveURL(/\/employer#codes$/);
      await expect(page.getByRole("button", { name: "Create Registration Code" })).toBeVisible();
      await page.reload();
      await expect(selected("Registration Codes")).toBeVisible();
      await expect(page.getByRole("button", { name: "Create Registration Code" })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      await page.getByRole("tab", { name: "Utilisation" }).click();
      await expect(page).toHaveURL(/\/employer#utilisation$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/employer#codes$/);
      await expect(selected("Registration Codes")).toBeVisible();
      await page.goForward();
      await expect(selected("Utilisation")).toBeVisible();
      await expect(
        page.getByRole("table", { name: /Utilisation of Northwind Logistics by month/ }),
      ).toBeVisible();

      // A link to a tab, opened afresh, shows that tab; an unknown one shows the first, Employees.
      const shared = await page.context().newPage();
      await shared.setViewportSize(viewport);
      await shared.goto("/employer#invites");
      await expect(shared.getByRole("tab", { name: "Invites", selected: true })).toBeVisible();
      await expectNoAxeViolations(shared);
      await shared.goto("/employer#leavers");
      await shared.reload();
      await expect(shared.getByRole("tab", { name: "Employees", selected: true })).toBeVisible();
      await expect(shared.getByRole("table", { name: "Employees" })).toBeVisible();
      await shared.close();
    });

    test("a family signing in with Employer is refused, and a parent going to /employer is sent to /auth", async ({
      page,
      loginAs,
    }) => {
      await signIn(page, { ...DEMO.parent, iAmA: "Employer" });
      await expect(page.getByText("Login failed", { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/);
      await expectNoAxeViolations(page);

      await loginAs("parent");
      await page.goto("/employer");
      await page.waitForURL("**/auth**");
      await expect(page.getByRole("heading", { name: "Log In" })).toBeVisible();
    });
  });
}
