import { DEMO, expect, signIn, test } from "./support/fixtures.ts";

test.describe("signing in", () => {
  for (const role of ["admin", "tutor", "parent"] as const) {
    test(`the demo ${role} signs in and lands on ${DEMO[role].lands}`, async ({ page }) => {
      await signIn(page, DEMO[role]);
      await page.waitForURL(`**${DEMO[role].lands}`);
      await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    });
  }

  test("anonymous visitors are sent from a guarded page to /auth", async ({ page }) => {
    await page.goto("/admin");
    await page.waitForURL("**/auth");
    await expect(page.getByRole("heading", { name: "Log In" })).toBeVisible();
  });
});
