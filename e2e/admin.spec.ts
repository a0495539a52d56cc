import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures.ts";

/** A suffix that keeps names unique between runs against the same database. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openTab(page: Page, name: string, hash: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page).toHaveURL(new RegExp(`#${hash}$`));
}

/** Adds a teacher through the Teachers tab's dialog; returns its id suffix, name and card. */
async function addTeacher(page: Page, subject: string) {
  const id = unique();
  const name = `Teacher ${id}`;
  await page.getByRole("button", { name: "Add New Teacher" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Teacher" });
  await dialog.getByLabel("Username").fill(`teacher${id}`);
  await dialog.getByLabel("Password").fill("temporary-pass-1");
  await dialog.getByLabel("Full Name").fill(name);
  await dialog.getByLabel("Email").fill(`teacher${id}@example.com`);
  await dialog.getByLabel(subject).check();
  await dialog.getByLabel("Qualifications").fill("Degree in the subject, PGCE");
  await dialog.getByLabel("Bio", { exact: true }).fill(`Ten years teaching GCSE ${subject.toLowerCase()}.`);
  await dialog.getByLabel("Years of Experience").selectOption("6-10");
  await expect(dialog.getByLabel("Send an invitation e-mail to the teacher")).toBeChecked();
  await dialog.getByRole("button", { name: "Add Teacher" }).click();
  await expect(page.getByText("Teacher has been added successfully.", { exact: true })).toBeVisible();
  const card = page.getByRole("list", { name: "Teachers" }).getByRole("listitem").filter({ hasText: name });
  await expect(card).toBeVisible();
  return { id, name, card };
}

const tomorrow = () => {
  const date = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

test.describe("admin dashboard", () => {
  test.beforeEach(async ({ loginAs }) => {
    await loginAs("admin");
  });

  test("the admin schedules a session and sees it under Upcoming Sessions", async ({ page }) => {
    const title = `Algebra revision ${unique()}`;
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await page.getByRole("button", { name: "Schedule New Session" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule New Session" });
    await dialog.getByRole("button", { name: "Schedule Session" }).click();
    await expect(dialog.getByText("Title must be at least 5 characters")).toBeVisible();
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Description").fill("Quadratic equations, factorising and the formula.");
    await dialog.getByLabel("Subject").selectOption("Mathematics");
    await dialog.getByLabel("Teacher").selectOption({ label: "Sarah Whitfield" });
    await dialog.getByLabel("Date").fill(tomorrow());
    await dialog.getByLabel("Time").selectOption("16:30");
    await dialog.getByRole("button", { name: "Schedule Session" }).click();
    await expect(page.getByText("Session has been scheduled successfully.", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Upcoming Sessions" }).click();
    const item = page
      .getByRole("list", { name: "Sessions" })
      .getByRole("listitem")
      .filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item).toContainText("16:30");
    await expect(item).toContainText("Sarah Whitfield");
  });

  test("the admin adds a teacher", async ({ page }) => {
    await openTab(page, "Teachers", "tutors");
    await expect(page.getByRole("heading", { name: "Teacher Management" })).toBeVisible();
    const { id, name, card } = await addTeacher(page, "Chemistry");
    await expect(card).toContainText(`teacher${id}@example.com`);
    await expect(card).toContainText(`Username: teacher${id}`);

    await card.getByRole("button", { name: /Edit Details/ }).click();
    const edit = page.getByRole("dialog", { name: "Edit Teacher" });
    await expect(edit.getByLabel("Full Name")).toHaveValue(name);
    await edit.getByLabel("Qualifications").fill("Degree in the subject, PGCE, QTS");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText(`${name}'s details have been saved.`, { exact: true })).toBeVisible();
  });

  test("the admin deactivates a teacher, who then cannot sign in, and reactivates them", async ({
    page,
    browser,
  }) => {
    await openTab(page, "Teachers", "tutors");
    const { id, name, card } = await addTeacher(page, "Physics");

    await card.getByRole("button", { name: /Edit Details/ }).click();
    await page
      .getByRole("dialog", { name: "Edit Teacher" })
      .getByRole("button", { name: "Deactivate" })
      .click();
    await expect(page.getByText(`${name} can no longer sign in.`, { exact: true })).toBeVisible();
    await expect(card).toContainText("Deactivated");

    const teacher = await browser.newPage();
    await signIn(teacher, { username: `teacher${id}`, password: "temporary-pass-1", iAmA: "Tutor" });
    await expect(teacher.getByText("Invalid username or password", { exact: true })).toBeVisible();
    await expect(teacher).toHaveURL(/\/auth$/);

    await card.getByRole("button", { name: /Edit Details/ }).click();
    await page
      .getByRole("dialog", { name: "Edit Teacher" })
      .getByRole("button", { name: "Reactivate" })
      .click();
    await expect(page.getByText(`${name} can sign in again.`, { exact: true })).toBeVisible();
    await expect(card).not.toContainText("Deactivated");
    await signIn(teacher, { username: `teacher${id}`, password: "temporary-pass-1", iAmA: "Tutor" });
    await teacher.waitForURL("**/change-password");
    await teacher.close();
  });

  test("the admin adds a company and changes its status", async ({ page }) => {
    const name = `Acme ${unique()}`;
    await openTab(page, "Companies", "companies");
    await page.getByRole("button", { name: "Add Company" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Company" });
    await dialog.getByLabel("Company Name").fill(name);
    await dialog.getByLabel("Contact Name").fill("Priya Shah");
    await dialog.getByLabel("Contact Email").fill("not-an-email");
    await dialog.getByRole("button", { name: "Add Company" }).click();
    await expect(dialog.getByText("Please enter a valid email")).toBeVisible();
    await dialog.getByLabel("Contact Email").fill("priya@acme.example");
    await dialog.getByRole("button", { name: "Add Company" }).click();
    const card = page
      .getByRole("list", { name: "Companies" })
      .getByRole("listitem")
      .filter({ hasText: name });
    await expect(card).toContainText("Active");
    await expect(card).toContainText("Employees: 0");

    await card.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Company" });
    await edit.getByLabel("Status").selectOption("inactive");
    await edit.getByLabel("Subscription End Date").fill("2031-07-31");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit).toBeHidden();
    await expect(card).toContainText("Inactive");
    await expect(card).toContainText("Subscription ends: 31 Jul 2031");
  });

  test("the admin generates accounts for a company with an e-mail domain", async ({ page }) => {
    await openTab(page, "Companies", "companies");
    await page.getByRole("button", { name: "Generate Accounts" }).click();
    const dialog = page.getByRole("dialog", { name: "Generate Accounts" });
    await expect(dialog.getByLabel("Number of Accounts")).toHaveValue("10");
    await dialog.getByLabel("Company").selectOption({ label: "Harbour Health Trust" });
    await dialog.getByLabel("Number of Accounts").fill("3");
    await dialog.getByLabel("Email Domain (optional)").fill("harbour@health");
    await dialog.getByRole("button", { name: "Generate Accounts" }).click();
    await expect(dialog.getByText("Please enter a valid domain, e.g. acme.co.uk")).toBeVisible();
    await dialog.getByLabel("Email Domain (optional)").fill("harbour-health.co.uk");
    await dialog.getByRole("button", { name: "Generate Accounts" }).click();
    await expect(dialog.getByText("3 accounts have been generated.")).toBeVisible();
    const downloadPromise = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download Credentials" }).click();
    const text = readFileSync(await (await downloadPromise).path(), "utf8").replace(/^\uFEFF/, "");
    const [header, ...lines] = text.trim().split("\r\n");
    expect(header).toBe("fullName,username,password,email");
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/@harbour-health\.co\.uk$/);
    await dialog.getByRole("button", { name: "Done" }).click();
    await page.getByRole("button", { name: "Generate Accounts" }).click();
    await expect(
      page.getByRole("dialog", { name: "Generate Accounts" }).getByLabel("Number of Accounts"),
    ).toHaveValue("10");
  });

  test("the admin generates accounts on the registration tab with an e-mail template", async ({ page }) => {
    await openTab(page, "Registration Options", "registration");
    await page.locator("#bulk-companyId").selectOption({ label: "Northwind Logistics" });
    await expect(page.locator("#bulk-count")).toHaveValue("50");
    await page.locator("#bulk-count").fill("2");
    await page.getByRole("button", { name: "Generate Accounts" }).click();
    await expect(page.getByRole("table", { name: "Generated credentials" }).getByRole("row")).toHaveCount(3);
    await expect(page.getByLabel("Email Template (HTML)")).toHaveValue(/<html|<p|<table|<div/i);
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download Template" }).click();
    expect((await downloadPromise).suggestedFilename()).toBe("welcome-email-template.html");
  });

  test("the admin uploads a CSV of employees and downloads their credentials", async ({ page }) => {
    const id = unique();
    const file = path.join(tmpdir(), `employees-${id}.csv`);
    writeFileSync(
      file,
      `\uFEFFFull Name;E-mail;Department\r\nSiobhán O'Brien;siobhan.${id}@example.com;"Finance; EMEA"\r\n\r\n` +
        `José García;jose.${id}@example.com;Sales\r\n`,
    );
    await openTab(page, "CSV Upload", "employees");
    await page.getByLabel("CSV file").setInputFiles(file);
    const preview = page.getByRole("table", { name: /CSV preview/ });
    await expect(preview).toContainText("Siobhán O'Brien");
    await expect(preview).toContainText("Finance; EMEA");
    await expect(page.getByText(/2 employees found/)).toBeVisible();
    await page.locator("#csv-companyId").selectOption({ label: "Northwind Logistics" });
    await page.getByRole("button", { name: "Upload Employees" }).click();
    await expect(page.getByText("Upload Successful", { exact: true })).toBeVisible();
    const results = page.getByRole("region", { name: "Upload Results" });
    await expect(results).toContainText("Created");

    const downloadPromise = page.waitForEvent("download");
    await results.getByRole("button", { name: "Download Credentials" }).click();
    const download = await downloadPromise;
    const text = readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
    const [header, ...lines] = text.trim().split("\r\n");
    expect(header).toBe("fullName,username,password,email");
    expect(lines).toHaveLength(2);
    expect(lines.join("\n")).toContain(`siobhan.${id}@example.com`);
    expect(lines.join("\n")).toContain("José García");
    for (const line of lines) expect(line.split(",")[2]?.length).toBeGreaterThanOrEqual(12);
  });

  test("an employee registers with a registration code", async ({ page, browser }) => {
    await openTab(page, "Registration Options", "registration");
    await page.locator("#code-companyId").selectOption({ label: "Northwind Logistics" });
    await expect(page.getByLabel("Max Users")).toHaveValue("200");
    await expect(page.getByLabel("Expiry (days)")).toHaveValue("2");
    await page.getByRole("button", { name: "Create Registration Code" }).click();
    const code = (await page.getByTestId("registration-code").textContent())?.trim() ?? "";
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    await expect(page.getByRole("link", { name: new RegExp(`/register/${code}$`) })).toBeVisible();
    await expect(page.getByRole("img", { name: /QR code for/ })).toBeVisible();

    const id = unique();
    const context = await browser.newContext();
    const employee = await context.newPage();
    await employee.goto(`/register/${code}`);
    await employee.getByLabel("Full name").fill("Morgan Reeves");
    await employee.getByLabel("Email").fill(`morgan.${id}@example.com`);
    await employee.getByLabel("Username").fill(`morgan${id}`);
    await employee.getByLabel("Password", { exact: true }).fill("family-pass-2026");
    await employee.getByLabel("Confirm password").fill("family-pass-2026");
    await employee.getByRole("button", { name: "Create Account" }).click();
    await employee.waitForURL("**/parent-dashboard");
    await context.close();
  });

  test("an invited employee registers through the invite link", async ({ page, browser }) => {
    const id = unique();
    await openTab(page, "Registration Options", "registration");
    await page.locator("#invites-companyId").selectOption({ label: "Northwind Logistics" });
    await page.getByRole("button", { name: "Generate Invite Links" }).click();
    await expect(page.getByText("Please add at least one employee with both name and email.")).toBeVisible();
    await page.getByRole("button", { name: "Add Employee" }).click();
    await page.getByLabel("Employee 1 name").fill("Dana Lewis");
    await page.getByLabel("Employee 1 email").fill(`dana.${id}@example.com`);
    await page.getByLabel("Employee 2 name").fill("Only A Name");
    await page.getByRole("button", { name: "Generate Invite Links" }).click();
    const generated = page.getByRole("region", { name: "Generated Invite Links" });
    await expect(generated.getByRole("listitem")).toHaveCount(1);
    await expect(generated).toContainText("Active");
    const link = (await generated.locator("p.font-mono").first().textContent())?.trim() ?? "";
    expect(link).toMatch(/\/auth\?token=/);
    await expect(page.getByRole("region", { name: "Existing Invite Links" })).toContainText(
      `dana.${id}@example.com`,
    );

    const context = await browser.newContext();
    const employee = await context.newPage();
    await employee.goto(link);
    await expect(employee.getByText("Invitation Found", { exact: true })).toBeVisible();
    await expect(employee.getByLabel("Full name")).toHaveValue("Dana Lewis");
    await expect(employee.getByLabel("Email")).toHaveValue(`dana.${id}@example.com`);
    await employee.getByLabel("Username").fill(`dana${id}`);
    await employee.getByLabel("Password", { exact: true }).fill("family-pass-2026");
    await employee.getByLabel("Confirm password").fill("family-pass-2026");
    await employee.getByRole("button", { name: "Create Account" }).click();
    await employee.waitForURL("**/parent-dashboard");
    await context.close();

    await page.reload();
    await page.locator("#invites-companyId").selectOption({ label: "Northwind Logistics" });
    const existing = page.getByRole("region", { name: "Existing Invite Links" });
    await expect(existing.getByRole("listitem").filter({ hasText: `dana.${id}@example.com` })).toContainText(
      "Used",
    );
  });

  test("the admin adds, edits and deletes a lesson video", async ({ page }) => {
    const title = `Photosynthesis ${unique()}`;
    await openTab(page, "Lesson Videos", "lessons");
    await page.getByRole("button", { name: "Add Lesson Video" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Lesson Video" });
    await dialog.getByRole("button", { name: "Add Lesson" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Subject").selectOption("Biology");
    await dialog.getByLabel("Tutor").selectOption({ label: "Sarah Whitfield" });
    await dialog.getByLabel("Duration (minutes)").fill("45");
    await dialog.getByLabel("Video URL").fill("https://videos.example.com/photosynthesis");
    await dialog.getByRole("button", { name: "Add Lesson" }).click();
    await expect(page.getByText("Lesson created", { exact: true })).toBeVisible();
    const item = page
      .getByRole("list", { name: "Lesson videos" })
      .getByRole("listitem")
      .filter({ hasText: title });
    await expect(item).toContainText("Biology · Sarah Whitfield · 45 min");

    await item.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Lesson Video" });
    await expect(edit.getByLabel("Title")).toHaveValue(title);
    await expect(edit.getByLabel("Video URL")).toHaveValue("https://videos.example.com/photosynthesis");
    const renamed = `${title} (updated)`;
    await edit.getByLabel("Title").fill(renamed);
    await edit.getByLabel("Duration (minutes)").fill("");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Lesson updated", { exact: true })).toBeVisible();
    const updated = page
      .getByRole("list", { name: "Lesson videos" })
      .getByRole("listitem")
      .filter({ hasText: renamed });
    await expect(updated).not.toContainText("45 min");

    await updated.getByRole("button", { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Lesson Video" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Lesson deleted", { exact: true })).toBeVisible();
    await expect(page.getByText(renamed)).toHaveCount(0);
  });

  test("every tab and the schedule dialog pass an accessibility check", async ({ page }) => {
    // Ten tabs, each loaded and checked by axe in turn: more than one minute on a busy machine.
    test.setTimeout(120_000);
    for (const [name, hash] of [
      ["Teachers", "tutors"],
      ["Companies", "companies"],
      ["CSV Upload", "employees"],
      ["Registration Options", "registration"],
      ["Lesson Videos", "lessons"],
      ["Messages", "messages"],
      ["Lesson Records", "room-lessons"],
      ["Families", "families"],
      ["Schedule", "schedule"],
    ] as const) {
      await openTab(page, name, hash);
      await expect(page.getByRole("tabpanel")).toBeVisible();
      await page.waitForLoadState("networkidle");
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map((v) => `${hash}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      ).toEqual([]);
    }
    await page.getByRole("button", { name: "Schedule New Session" }).click();
    await expect(page.getByRole("dialog", { name: "Schedule New Session" })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});
