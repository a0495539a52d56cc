import { expect, test } from "./support/fixtures.ts";

test.describe("public shell", () => {
  test("an unknown address shows the not-found page under the public header [1§2]", async ({ page }) => {
    await page.goto("/no-such-page/anywhere");
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
});
