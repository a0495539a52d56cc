/**
 * Validation texts are sentences (decision 051), on a 390 px phone: a tutor's library form
 * and an admin's registration-code form answer what was typed wrong with a sentence naming the field and its
 * limit, never a library's wording ("String must contain at most 200 character(s)", "Number must be less
 * than or equal to 1000", "Required").
 */
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/checks.ts";
import { expect, test } from "./support/fixtures.ts";

const PHONE = { width: 390, height: 844 };

/** zod's own wordings, old and new. */
const LIBRARY_WORDING =
  /character\(s\)|less than or equal|greater than or equal|Number must be|String must|Invalid input|Invalid enum|Expected|received|Too (small|big)|^Required$/;

async function expectNoLibraryWording(scope: Locator) {
  await expect(scope.getByText(LIBRARY_WORDING)).toHaveCount(0);
}

async function checks(page: Page) {
  await expectNoAxeViolations(page, { excludeFrames: true });
  await expectNoSidewaysScroll(page);
}

test.describe("validation texts on a phone", () => {
  test.use({ viewport: PHONE });

  test("a tutor's lesson form names the field and its limit", async ({ page, loginAs }) => {
    await loginAs("tutor");
    await page.goto("/recorded-lessons");
    await page.getByRole("button", { name: "Add Lesson" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Lesson" });

    await dialog.getByRole("button", { name: "Add Lesson" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await expect(dialog.getByText("Subject is required")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid URL")).toBeVisible();
    await expectNoLibraryWording(dialog);
    await checks(page);

    // A 5,000-character title is told it is too long, not asked for; a duration past its maximum says it.
    await dialog.getByLabel("Title *").fill("x".repeat(5000));
    await dialog.getByLabel("Subject *").selectOption("Mathematics");
    await dialog.getByLabel("Duration (minutes)").fill("1001");
    await dialog.getByLabel("Video URL *").fill("https://www.youtube.com/watch?v=abcdefghijk");
    await dialog.getByRole("button", { name: "Add Lesson" }).click();
    await expect(dialog.getByText("Title must be at most 200 characters")).toBeVisible();
    await expect(dialog.getByText("Duration must be at most 1000 minutes")).toBeVisible();
    await expect(dialog.getByLabel("Title *")).toHaveAccessibleDescription(
      /Title must be at most 200 characters/,
    );
    await expectNoLibraryWording(dialog);
    await checks(page);
  });

  test("an admin's registration-code form names the field and its limit", async ({ page, loginAs }) => {
    await loginAs("admin");
    await page.goto("/admin#registration");
    await page.locator("#code-companyId").selectOption({ label: "Northwind Logistics" });
    await page.getByLabel("Max Users").fill("1001");
    await page.getByLabel("Expiry (days)").fill("");
    await page.getByRole("button", { name: "Create Registration Code" }).click();
    const form = page.locator("form").filter({ has: page.getByLabel("Max Users") });
    await expect(form.getByText("Max users must be a whole number from 1 to 1000")).toBeVisible();
    await expect(form.getByText("Expiry (days) is required")).toBeVisible();
    await expect(page.getByLabel("Max Users")).toHaveAccessibleDescription(
      /Max users must be a whole number from 1 to 1000/,
    );
    await expectNoLibraryWording(form);
    await checks(page);

    await page.getByLabel("Expiry (days)").fill("8");
    await page.getByRole("button", { name: "Create Registration Code" }).click();
    await expect(form.getByText("Expiry must be a whole number of days from 1 to 7")).toBeVisible();
    await expectNoLibraryWording(form);
    await checks(page);
  });
});
