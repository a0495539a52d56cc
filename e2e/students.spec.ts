import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expectNoSidewaysScroll } from "./support/checks.ts";
import { expect, test } from "./support/fixtures.ts";

/** axe on the page (or the part `include` names) once its data has loaded. */
async function expectNoAxeViolations(page: Page, include?: string) {
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const studentCard = (page: Page, label: string) =>
  page
    .getByRole("list", { name: "Students" })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("link", { name: label, exact: true }),
    });

/** Opens Add Student and chooses the demo family by searching its surname, with the keyboard. */
async function addStudentFor(page: Page, firstName: string) {
  await page.getByRole("button", { name: "Add Student" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Student" });
  const family = dialog.getByRole("combobox", { name: "Family account *" });
  await family.fill("clar");
  await expect(page.getByRole("listbox", { name: "Family accounts" })).toBeVisible();
  await expect(page.getByRole("option", { name: /Emma Clarke/ })).toBeVisible();
  await family.press("ArrowDown");
  await family.press("Enter");
  await expect(family).toHaveValue("Emma Clarke");
  await dialog.getByLabel("First name").fill(firstName);
  await dialog.getByLabel("Year group *").selectOption("Year 7");
  await dialog.getByLabel("Subjects").fill("English,  Science");
  await dialog.getByLabel("Notes").fill("Joined in September; loves reading.");
  return dialog;
}

test.describe("students", () => {
  test("a tutor adds a student by searching the family, opens the page, edits and deletes it", async ({
    page,
    loginAs,
  }) => {
    const firstName = `Ava${Date.now() % 100000}`;
    await loginAs("tutor");
    await page.goto("/students");
    await expect(page.getByRole("heading", { level: 1, name: "Students" })).toBeVisible();
    // The demo tutor's own students only: the science teacher's pupil is not listed.
    await expect(studentCard(page, "Olivia")).toBeVisible();
    await expect(studentCard(page, "Layla")).toBeVisible();
    await expect(page.getByRole("link", { name: "Yusuf" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const dialog = await addStudentFor(page, firstName);
    await dialog.getByRole("combobox", { name: "Family account *" }).fill("cl");
    await expect(page.getByRole("listbox", { name: "Family accounts" })).toBeVisible();
    await expectNoAxeViolations(page, "[role=dialog]");
    await page.getByRole("option", { name: /Emma Clarke/ }).click();
    await dialog.getByRole("button", { name: "Add Student" }).click();
    await expect(page.getByText("Student created", { exact: true })).toBeVisible();
    // The success alert [2§4]: Done (focused) or Add Another.
    await expect(dialog.getByRole("status")).toContainText(`${firstName} has been added.`);
    await expect(dialog.getByRole("button", { name: "Add Another" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Done" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Add Student" })).toBeFocused();

    const card = studentCard(page, firstName);
    await expect(card.getByText("Year 7")).toBeVisible();
    await expect(card.getByText("English", { exact: true })).toBeVisible();
    await expect(card.getByText("Science", { exact: true })).toBeVisible();
    await expect(card.getByText("Emma Clarke")).toBeVisible();
    await page.getByLabel("Search students").fill(firstName.toLowerCase());
    await expect(page.getByRole("list", { name: "Students" }).getByRole("link")).toHaveCount(1);

    await card.getByRole("link", { name: firstName }).click();
    await expect(page).toHaveURL(/\/students\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: firstName })).toBeVisible();
    await expect(page.getByText("Joined in September; loves reading.")).toBeVisible();
    await expect(page.getByText(`No upcoming sessions for ${firstName}.`)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const edit = page.getByRole("dialog", { name: "Edit Student" });
    // A tutor's edit keeps the child's family: only an admin moves a child to another family.
    await expect(edit.getByLabel("Family account *")).toHaveValue("Emma Clarke");
    await expect(edit.getByLabel("Family account *")).toHaveAttribute("readonly", "");
    await edit.getByLabel("Year group *").selectOption("Year 8");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Student updated", { exact: true })).toBeVisible();
    await edit.getByRole("button", { name: "Edit Another" }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: firstName })).toBeVisible();
    await expect(page.getByText("Year 8").first()).toBeVisible();

    // Declining the browser's confirmation keeps the student; accepting deletes it.
    page.once("dialog", (confirm) => void confirm.dismiss());
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: firstName })).toBeVisible();
    page.once("dialog", (confirm) => {
      expect(confirm.message()).toBe(`Delete ${firstName}? This cannot be undone.`);
      void confirm.accept();
    });
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Student deleted", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/students$/);
    await expect(page.getByRole("link", { name: firstName })).toHaveCount(0);
  });

  test("a student's page lists the child's upcoming sessions with the tutor", async ({ page, loginAs }) => {
    await loginAs("tutor");
    await page.goto("/students");
    await studentCard(page, "Olivia").getByRole("link", { name: "Olivia" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Olivia" })).toBeVisible();
    const sessions = page.getByRole("list", { name: "Upcoming sessions" });
    await expect(sessions.getByText("One-to-one: Quadratics catch-up")).toBeVisible();
    await expect(page.getByText("Emma Clarke")).toBeVisible();
  });

  test("an unknown student's page says so", async ({ page, loginAs }) => {
    await loginAs("tutor");
    await page.goto("/students/999999");
    await expect(page.getByRole("heading", { level: 1, name: "Student Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Students" })).toHaveAttribute("href", "/students");
  });

  test("an admin adds a student: the alert offers Add Another and the toast stays for its 5 seconds", async ({
    page,
    loginAs,
  }) => {
    await loginAs("admin");
    await page.goto("/students");
    const firstName = `Zoe${Date.now() % 100000}`;
    const dialog = await addStudentFor(page, firstName);
    // An admin gives the new child its teacher (decision 044).
    await dialog.getByLabel("Teacher").selectOption({ label: "Sarah Whitfield" });
    await dialog.getByRole("button", { name: "Add Student" }).click();
    const toast = page.getByText("Student created", { exact: true });
    await expect(toast).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Add Another" })).toBeVisible();
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    await expect(studentCard(page, firstName).getByText("Sarah Whitfield")).toBeVisible();
    // Still there after the list reloaded; gone after its 5000 ms.
    await page.waitForTimeout(3000);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 4000 });
  });

  test("a family is sent away from the students screens", async ({ page, loginAs }) => {
    await loginAs("parent");
    await page.goto("/students");
    await expect(page).toHaveURL(/\/student$/);
  });

  test("on a 390 px phone the students screens fit and work", async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const firstName = `Mia${Date.now() % 100000}`;
    await loginAs("tutor");
    await page.goto("/students");
    await expect(studentCard(page, "Olivia")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    const dialog = await addStudentFor(page, firstName);
    await dialog.getByRole("button", { name: "Add Student" }).click();
    await expect(page.getByText("Student created", { exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: "Done" }).click();
    await studentCard(page, firstName).getByRole("link", { name: firstName }).click();
    await expect(page.getByRole("heading", { level: 1, name: firstName })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    page.once("dialog", (confirm) => void confirm.accept());
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Student deleted", { exact: true })).toBeVisible();
  });
});
