/**
 * Invitation links and address confirmation in the browser: the admin's invite list shows each invitation's status, never
 * its link; Resend shows a fresh link once and the old one stops working. A family registering with the
 * company code is signed in at once and confirms its address from the e-mailed link.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/checks.ts";
import { expect, test, waitForMail } from "./support/fixtures.ts";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Invites one employee of Northwind from the Registration Options tab; the link shown once. */
async function inviteEmployee(page: Page, fullName: string, email: string) {
  await page.getByRole("tab", { name: "Registration Options" }).click();
  await page.locator("#invites-companyId").selectOption({ label: "Northwind Logistics" });
  await page.getByLabel("Employee 1 name").fill(fullName);
  await page.getByLabel("Employee 1 email").fill(email);
  await page.getByRole("button", { name: "Generate Invite Links" }).click();
  const generated = page.getByRole("region", { name: "Generated Invite Links" });
  await expect(generated.getByRole("listitem")).toHaveCount(1);
  return (await generated.locator("p.font-mono").first().textContent())?.trim() ?? "";
}

async function resendFromList(page: Page, fullName: string, email: string) {
  const existing = page.getByRole("region", { name: "Existing Invite Links" });
  const row = existing.getByRole("listitem").filter({ hasText: email });
  await expect(row).toContainText("Active");
  // The list carries no link to copy: only the digest is stored.
  await expect(existing).not.toContainText("/auth?token=");
  await expect(existing.getByRole("button", { name: /Copy/ })).toHaveCount(0);
  await row.getByRole("button", { name: `Resend invite to ${fullName}` }).click();
  await expect(page.getByText("Invite resent", { exact: true })).toBeVisible();
  const resent = page.getByRole("region", { name: "Resent Invite Link" });
  await expect(resent.getByRole("button", { name: `Copy invite link for ${fullName}` })).toBeVisible();
  return (await resent.locator("p.font-mono").first().textContent())?.trim() ?? "";
}

test.describe("invitation links are shown once", () => {
  test("the admin resends an invite: a new link is shown and e-mailed, the old one stops working", async ({
    page,
    loginAs,
    browser,
  }) => {
    const id = unique();
    const email = `riley.${id}@example.com`;
    await loginAs("admin");
    const first = await inviteEmployee(page, "Riley Resent", email);
    expect(first).toMatch(/\/auth\?token=/);
    const second = await resendFromList(page, "Riley Resent", email);
    expect(second).toMatch(/\/auth\?token=/);
    expect(second).not.toBe(first);
    await expectNoAxeViolations(page);
    const token = new URL(second).searchParams.get("token") ?? "";
    await waitForMail(email, new RegExp(`token=${token.replace(/[-_]/g, "[-_]")}`));

    const context = await browser.newContext();
    const employee = await context.newPage();
    await employee.goto(first);
    await expect(employee.getByText("Invalid Invitation Link", { exact: true })).toBeVisible();
    await employee.goto(second);
    await expect(employee.getByText("Invitation Found", { exact: true })).toBeVisible();
    // The account takes the invited address: shown, not editable.
    const emailField = employee.getByLabel("Email");
    await expect(emailField).toHaveValue(email);
    await expect(emailField).toHaveAttribute("readonly", "");
    await expectNoAxeViolations(employee);
    await context.close();
  });

  test("the invite list and Resend on a 390 px phone", async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const id = unique();
    const email = `sam.${id}@example.com`;
    await loginAs("admin");
    await inviteEmployee(page, "Sam Phone", email);
    await expectNoSidewaysScroll(page);
    await resendFromList(page, "Sam Phone", email);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});

test.describe("a family registered by company code confirms its address", () => {
  test("signed in at once, Profile Settings asks to confirm, the e-mailed link confirms it (390 px phone)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const id = unique();
    const email = `morgan.${id}@example.com`;
    await page.goto("/register/NWDEMO25");
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription(
      "We will send a link to this address to confirm it is yours.",
    );
    await page.getByLabel("Full name").fill("Morgan Confirm");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Username").fill(`morgan${id}`);
    await page.getByLabel("Password", { exact: true }).fill("family-pass-2026");
    await page.getByLabel("Confirm password").fill("family-pass-2026");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL("**/parent-dashboard");

    const confirmLink = /(http:\/\/\S+\/confirm-email\?token=[A-Za-z0-9_%-]+)/;
    const newestLink = async () => (await waitForMail(email, confirmLink))[1] ?? "";
    const firstLink = await newestLink();

    await page.goto("/account");
    const notice = page.getByRole("region", { name: "Confirm your e-mail address" });
    await expect(notice).toContainText(email);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await notice.getByRole("button", { name: "Resend confirmation link" }).click();
    await expect(page.getByText("Link sent", { exact: true })).toBeVisible();
    await expect(
      page.getByText(`We have sent a new confirmation link to ${email}.`, { exact: true }),
    ).toBeVisible();

    // The resent link replaces the first one.
    await expect.poll(newestLink).not.toBe(firstLink);
    await page.goto(firstLink);
    await expect(page.getByRole("alert")).toContainText(
      "This confirmation link has expired or has already been used.",
    );
    await page.goto(await newestLink());
    await expect(page.getByText("Your e-mail address is confirmed.")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Confirm your e-mail address" })).toHaveCount(0);
  });
});
