import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/checks.ts";
import { registerInvitedFamily } from "./support/families.ts";
import { expect, signIn, test, waitForMail } from "./support/fixtures.ts";

async function downloadMyData(page: Page, username: string) {
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Your data" })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`my-data-${new Date().toISOString().slice(0, 10)}.json`);
  const document = JSON.parse(readFileSync((await download.path())!, "utf8"));
  expect(document.account).toMatchObject({
    username,
    fullName: "Robin Rights",
    companyName: "Northwind Logistics",
  });
  // Registering signed the family in without a sign-in attempt, so its history starts empty.
  expect(document.signInHistory).toEqual([]);
  expect(document.children).toEqual([]);
  expect(Object.keys(document).sort()).toEqual(
    [
      "account",
      "attendance",
      "bookings",
      "children",
      "exportedAt",
      "messageThreads",
      "recordingViews",
      "settings",
      "signInHistory",
    ].sort(),
  );
  expect(JSON.stringify(document)).not.toMatch(/argon2|passwordHash|tokenHash/);
  await expect(page.getByText("Your data is downloading", { exact: true })).toBeVisible();
}

async function deleteMyAccount(page: Page, family: { username: string; password: string; email: string }) {
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete my account" });
  await expect(dialog.getByText(/Counts that name nobody stay/)).toBeVisible();
  await expectNoAxeViolations(page);
  // The typed confirmation must be DELETE, and the password the account's.
  await dialog.getByLabel("Your password").fill(family.password);
  await dialog.getByLabel("Type DELETE to confirm").fill("delete please");
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(dialog.getByText("Please type DELETE to confirm")).toBeVisible();
  await dialog.getByLabel("Your password").fill("not-my-password");
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(dialog.getByText("Your password is incorrect")).toBeVisible();
  await dialog.getByLabel("Your password").fill(family.password);
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  // Signed out on the home page, with the toast.
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByText("Your account has been deleted", { exact: true })).toBeVisible();
  expect((await page.request.get("/api/user")).status()).toBe(401);
  await waitForMail(family.email, /Your account has been deleted/);
  // It can no longer sign in.
  await signIn(page, { username: family.username, password: family.password, iAmA: "Parent" });
  await expect(page.getByText("Invalid username or password", { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
}

test.describe("a family's data rights", () => {
  test("a parent downloads their data, then deletes their account and can no longer sign in", async ({
    page,
  }) => {
    const family = await registerInvitedFamily(page, { fullName: "Robin Rights", handle: "robin" });
    await downloadMyData(page, family.username);
    await expectNoAxeViolations(page);
    await deleteMyAccount(page, family);
  });

  test("the same on a 390 px phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const family = await registerInvitedFamily(page, { fullName: "Robin Rights", handle: "robin" });
    await downloadMyData(page, family.username);
    await expectNoSidewaysScroll(page);
    await deleteMyAccount(page, family);
  });

  test("an admin finds a family, downloads its data and erases it on request", async ({ page, loginAs }) => {
    const family = await registerInvitedFamily(page, { fullName: "Robin Rights", handle: "robin" });
    await page.request.post("/api/logout");
    await page.context().clearCookies();
    await loginAs("admin");
    await page.goto("/admin#families");
    await expect(page.getByRole("heading", { name: "Families" })).toBeVisible();
    await page.getByLabel("Find a family by username, e-mail or name").fill(family.username);
    const row = page.getByRole("list", { name: "Family accounts" }).getByRole("listitem");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(family.email);
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      row.getByRole("button", { name: "Download data of Robin Rights" }).click(),
    ]);
    const document = JSON.parse(readFileSync((await download.path())!, "utf8"));
    expect(document.account.username).toBe(family.username);
    await row.getByRole("button", { name: "Erase account of Robin Rights" }).click();
    const dialog = page.getByRole("dialog", { name: "Erase Robin Rights's account" });
    await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
    await dialog.getByRole("button", { name: "Erase for good" }).click();
    await expect(page.getByText("Account deleted", { exact: true })).toBeVisible();
    await expect(page.getByText("No family account matches.")).toBeVisible();
    await waitForMail(family.email, /Your account has been deleted/);
  });
});
