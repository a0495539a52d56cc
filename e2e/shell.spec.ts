import { expect, test } from "./support/fixtures.ts";

test.describe("public shell", () => {
  test("an unknown address shows the not-found page under the public header [1§2]", async ({ page }) => {
    const response = await page.goto("/no-such-page/anywhere");
    // A real 404 status, so search engines do not index made-up addresses.
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    await expect(
      page.getByText("Did you forget to add the page to the router?", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toHaveAttribute(
      "href",
      "/auth",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("the footer shows the visitor's current year, even on a page built in an earlier year", async ({
    page,
  }) => {
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    const later = new Date().getFullYear() + 3;
    await page.clock.setFixedTime(new Date(`${later}-01-02T10:00:00Z`));
    await page.goto("/");
    await expect(page.getByRole("contentinfo")).toContainText(`© ${later} `);
    await expect(page.getByRole("contentinfo")).toContainText("All rights reserved.");
    // The prerendered HTML carries the build year; hydration must not fail over the difference.
    expect(pageErrors).toEqual([]);
  });
});
