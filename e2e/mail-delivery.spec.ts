/**
 * E-mail delivery (decision 032): an e-mail the mail server refused for good is listed in the admin's
 * E-mail tab with its recipient, subject and error, and Retry sends it. The e2e server's SMTP receiver
 * refuses the first try to any address at refused-once.example.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/checks.ts";
import { expect, test, waitForMail } from "./support/fixtures.ts";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Adds a teacher whose welcome e-mail goes to `email` (through the API, as the signed-in admin). */
async function addTeacherMailedTo(page: Page, email: string) {
  const id = unique();
  const response = await page.request.post("/api/admin/tutors", {
    data: {
      username: `bounce${id}`,
      password: "temporary-pass-1",
      email,
      fullName: `Bounce Teacher ${id}`,
      subjects: ["Mathematics"],
      qualifications: "PGCE",
      bio: "Teaches maths to secondary pupils.",
      yearsExperience: "0-2",
      sendInvite: true,
    },
  });
  expect(response.status()).toBe(201);
}

/** Opens the E-mail tab, reloading until the failed e-mail to `to` is listed (the welcome goes in the background). */
async function openEmailTabListing(page: Page, to: string) {
  await expect(async () => {
    await page.goto("/admin#email");
    // From /admin only the address's hash changes: load the page again so the list is read anew.
    await page.reload();
    await expect(page.getByRole("heading", { name: "E-mail delivery" })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(to.replace(/[.]/g, "\\.")) })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
}

test.describe("E-mail delivery", () => {
  test("an admin sees an e-mail the mail server refused and sends it again with Retry", async ({
    page,
    loginAs,
  }) => {
    await loginAs("admin");
    const to = `teacher.${unique()}@refused-once.example`;
    await addTeacherMailedTo(page, to);
    await openEmailTabListing(page, to);

    const row = page.getByRole("row", { name: new RegExp(to.replace(/[.]/g, "\\.")) });
    await expect(row).toContainText("teacher-invite");
    await expect(row).toContainText("550");
    await expectNoAxeViolations(page);

    await row.getByRole("button", { name: `Retry the e-mail to ${to}` }).click();
    await expect(page.getByText("E-mail queued again", { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
    await waitForMail(to, /Bounce Teacher/);
  });

  test("on a phone the failed e-mail is a card with its details and Retry, without sideways scrolling", async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs("admin");
    const to = `phone.${unique()}@refused-once.example`;
    await addTeacherMailedTo(page, to);
    await openEmailTabListing(page, to);
    const row = page.getByRole("row", { name: new RegExp(to.replace(/[.]/g, "\\.")) });
    const retry = row.getByRole("button", { name: `Retry the e-mail to ${to}` });
    await retry.scrollIntoViewIfNeeded();
    await expect(retry).toBeInViewport();
    await expect(row).toContainText("550");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
