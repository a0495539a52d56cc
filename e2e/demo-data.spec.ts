import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/fixtures.ts";

/** While the demo accounts exist, every signed-in screen says it shows demo data. */
test.describe("the demo data marker", () => {
  for (const [role, heading] of [
    ["admin", /^Admin Dashboard$/],
    ["tutor", /^Dashboard$/],
    ["parent", /^Welcome, /],
  ] as const) {
    test(`shows on the ${role}'s first screen, on a phone too, without axe findings`, async ({
      page,
      loginAs,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await loginAs(role);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const marker = page.getByRole("complementary", { name: "Demo data" });
      await expect(marker).toBeVisible();
      await expect(marker).toContainText("Demo data");
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);
    });
  }

  test("is absent for visitors on the public pages", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Demo data" })).toHaveCount(0);
  });
});
