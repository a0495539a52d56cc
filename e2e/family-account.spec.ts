import type { Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/checks.ts";
import { registerInvitedFamily } from "./support/families.ts";
import { expect, test } from "./support/fixtures.ts";

const children = (page: Page) => page.getByRole("list", { name: "Your children" });
const childRow = (page: Page, label: string) =>
  children(page)
    .getByRole("listitem")
    .filter({ has: page.getByText(label, { exact: true }) });

async function addChild(page: Page, firstName: string, year: string, subjects: string[]) {
  await page.getByRole("button", { name: "Add Child" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Child" });
  await dialog.getByLabel("First name *").fill(firstName);
  await dialog.getByLabel("Year group *").selectOption(year);
  for (const subject of subjects) await dialog.getByRole("checkbox", { name: subject }).check();
  await dialog.getByRole("button", { name: "Add Child" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Child added", { exact: true })).toBeVisible();
  await expect(childRow(page, firstName)).toBeVisible();
}

async function removeChild(page: Page, label: string) {
  page.once("dialog", (dialog) => dialog.accept());
  await childRow(page, label)
    .getByRole("button", { name: `Remove ${label}` })
    .click();
  await expect(childRow(page, label)).toHaveCount(0);
  // The removed row's button is gone: the keyboard goes on from Add Child, not the top of the page.
  await expect(page.getByRole("button", { name: "Add Child" })).toBeFocused();
}

test.describe("the family's account", () => {
  test("a family adds two children, switches between them, edits and removes them", async ({
    page,
    loginAs,
  }) => {
    const suffix = Date.now() % 100000;
    const zara = `Zara${suffix}`;
    const theo = `Theo${suffix}`;
    await loginAs("parent");
    await page.getByRole("link", { name: "Profile Settings" }).first().click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Profile Settings" })).toBeVisible();
    // The demo family's children in their years.
    await expect(childRow(page, "Olivia")).toContainText("Year 10");
    await expect(childRow(page, "Noah")).toContainText("Year 6");
    await expectNoAxeViolations(page);

    // A first name is required, then the child is added with its subjects.
    await page.getByRole("button", { name: "Add Child" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Child" });
    await dialog.getByRole("button", { name: "Add Child" }).click();
    await expect(dialog.getByText("Please enter your child's first name")).toBeVisible();
    await expect(dialog.getByText("Please select the year group")).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await addChild(page, zara, "Year 7", ["Mathematics", "English"]);
    await expect(childRow(page, zara)).toContainText("Mathematics, English");
    await addChild(page, theo, "Year 9", ["Science"]);

    // The student screens offer the switcher; the choice survives a reload.
    await page.goto("/student");
    const switcher = page.getByLabel("Showing");
    await expect(switcher.getByRole("option", { name: `${zara} (Year 7)` })).toBeAttached();
    await switcher.selectOption({ label: `${zara} (Year 7)` });
    await page.reload();
    await expect(page.getByLabel("Showing").locator("option:checked")).toHaveText(`${zara} (Year 7)`);
    await page.getByRole("link", { name: "My Schedule" }).click();
    await expect(page).toHaveURL(/\/student\/schedule$/);
    await page.getByLabel("Showing").selectOption({ label: `${theo} (Year 9)` });
    await page.reload();
    await expect(page.getByLabel("Showing").locator("option:checked")).toHaveText(`${theo} (Year 9)`);

    // Edit one, remove the other (after the browser's confirmation), then the edited one.
    await page.goto("/account");
    await childRow(page, zara)
      .getByRole("button", { name: `Edit ${zara}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Child" });
    await expect(edit.getByLabel("First name *")).toHaveValue(zara);
    await edit.getByLabel("First name *").fill(`${zara}a`);
    await edit.getByLabel("Year group *").selectOption("Year 8");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Child updated", { exact: true })).toBeVisible();
    await expect(childRow(page, `${zara}a`)).toContainText("Year 8");

    page.once("dialog", (confirm) => confirm.dismiss());
    await childRow(page, theo)
      .getByRole("button", { name: `Remove ${theo}` })
      .click();
    await expect(childRow(page, theo)).toBeVisible();
    await removeChild(page, theo);
    await expect(page.getByText("Child removed", { exact: true })).toBeVisible();
    await removeChild(page, `${zara}a`);

    // The remembered child is gone: the switcher falls back to the first child.
    await page.goto("/student");
    await expect(page.getByLabel("Showing").locator("option:checked")).not.toHaveText(new RegExp(zara));
    await expect(page.getByLabel("Showing").getByRole("option", { name: new RegExp(theo) })).toHaveCount(0);
  });

  test("a family changes its e-mail, confirmed by its password", async ({ page, loginAs }) => {
    await loginAs("parent");
    await page.goto("/account");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Save New Email" }) });
    // The form loads after the page is drawn, with a placeholder of its own (its address too) until then:
    // the address read is the loaded form's, the one shown.
    await expect(form).toBeVisible();
    const current = page.getByText("Current email:").filter({ visible: true });
    const original = (await current.locator("span").textContent()) ?? "";
    const changeTo = async (email: string, password: string) => {
      await form.getByLabel("New email").fill(email);
      await form.getByLabel("Current password").fill(password);
      await form.getByRole("button", { name: "Save New Email" }).click();
    };

    await changeTo("not-an-email", "parent-demo-2025");
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await changeTo("family.new@example.org", "wrong-password");
    await expect(form.getByText("Current password is incorrect")).toBeVisible();
    // Another account's address, in another case, is refused on the field.
    await changeTo("TUTOR@brightpath-tuition.example", "parent-demo-2025");
    await expect(form.getByText("Email already registered")).toBeVisible();
    await expect(current).toContainText(original);

    await changeTo("family.new@example.org", "parent-demo-2025");
    await expect(page.getByText("Email changed", { exact: true })).toBeVisible();
    await expect(current).toContainText("family.new@example.org");
    await expect(form.getByLabel("New email")).toHaveValue("");
    await expectNoAxeViolations(page);

    // Back to the demo address, so other journeys find the account as seeded.
    await changeTo(original, "parent-demo-2025");
    await expect(current).toContainText(original);
  });

  test("a family changes its password on /account and stays there", async ({ page }) => {
    const family = await registerInvitedFamily(page, { fullName: "Pat Password", handle: "pat" });
    await page.goto("/account");
    const form = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Save New Password" }) });
    await form.getByLabel("New password", { exact: true }).fill("family-pass-2");
    await form.getByLabel("Confirm new password").fill("family-pass-2");
    await form.getByRole("button", { name: "Save New Password" }).click();
    await expect(form.getByText("Please enter your current password")).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByLabel("Current password").fill(family.password);
    await form.getByRole("button", { name: "Save New Password" }).click();
    await expect(page.getByText("Password changed", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Profile Settings" })).toBeVisible();
    await expect(form.getByLabel("Current password")).toHaveValue("");

    // The new password is the one that signs in.
    const signIn = await page.request.post("/api/login", {
      data: { username: family.username, password: "family-pass-2", role: "student" },
    });
    expect(signIn.status()).toBe(200);
  });

  test("a family turns lesson reminders off and back on, on a 390 px phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerInvitedFamily(page, { fullName: "Rita Reminders", handle: "rita" });
    await page.goto("/account");
    const reminders = page.getByRole("switch", { name: "Lesson reminders by e-mail" });
    await expect(reminders).toBeChecked();
    await expect(
      page.getByText("An e-mail 24 hours and 1 hour before each lesson, with a link to join it."),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await reminders.click();
    await expect(page.getByText("Lesson reminders turned off", { exact: true })).toBeVisible();
    await expect(reminders).not.toBeChecked();
    // The server keeps the choice: still off after a reload; the keyboard turns it back on.
    await page.reload();
    await expect(reminders).not.toBeChecked();
    await reminders.focus();
    await page.keyboard.press("Space");
    await expect(page.getByText("Lesson reminders turned on", { exact: true })).toBeVisible();
    await expect(reminders).toBeChecked();
    await expectNoAxeViolations(page);
  });

  test("the account page on a 390 px phone", async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs("parent");
    await page.goto("/account");
    await expect(childRow(page, "Olivia")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Add Child" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Child" });
    await expect(dialog.getByLabel("First name *")).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.goto("/student");
    await expect(page.getByLabel("Showing")).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
