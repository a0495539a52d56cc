/**
 * The admin's screens that were missing (decision 048), at desktop size and on a 390 px phone: a company's
 * registration codes listed and one revoked, which its link then refuses; the schedule tab searched,
 * filtered and paged, with Delete and Cancel session asked first; and /admin's way to the messages screen
 * and the account page.
 */
import type { Browser, Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/checks.ts";
import { expect, test } from "./support/fixtures.ts";

const PHONE = { width: 390, height: 844 };
const DAY = 86_400_000;
/** A suffix that keeps names unique between runs against the same database. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function checks(page: Page, phone: boolean) {
  await expectNoAxeViolations(page, { excludeFrames: true });
  if (phone) await expectNoSidewaysScroll(page);
}

/** Creates a code, sees it listed, revokes it after the question; its link then says it is not valid. */
async function adminRevokesACode(page: Page, browser: Browser, phone: boolean) {
  await page.goto("/admin#registration");
  await page.locator("#code-companyId").selectOption({ label: "Northwind Logistics" });
  await page.getByLabel("Max Users").fill("30");
  await page.getByRole("button", { name: "Create Registration Code" }).click();
  const code = (await page.getByTestId("registration-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^[A-Z0-9]{8}$/);

  const codes = page.getByRole("list", { name: "Registration codes" });
  const row = codes.getByRole("listitem").filter({ hasText: code });
  await expect(row).toContainText("Active");
  await expect(row).toContainText("0 of 30 used");
  await expect(row).toContainText("Expires");
  // The demo company's code from the seed is listed too.
  await expect(codes.getByRole("listitem").filter({ hasText: "NWDEMO25" })).toBeVisible();
  await checks(page, phone);

  await row.getByRole("button", { name: `Revoke code ${code}` }).click();
  const dialog = page.getByRole("dialog", { name: `Revoke code ${code}?` });
  await expect(dialog).toContainText("accounts already made with it stay");
  await checks(page, phone);
  await dialog.getByRole("button", { name: "Revoke Code" }).click();
  await expect(page.getByText(`${code} no longer registers anyone.`, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Revoked");
  await expect(row.getByRole("button")).toHaveCount(0);
  // The result shown once for the new code goes with it: it no longer works.
  await expect(page.getByTestId("registration-code")).toHaveCount(0);

  const context = await browser.newContext({ viewport: phone ? PHONE : undefined });
  const employee = await context.newPage();
  await employee.goto(`/register/${code}`);
  await expect(employee.getByRole("heading", { name: "Registration link not valid" })).toBeVisible();
  await expect(
    employee.getByText("This registration link is invalid, has expired or has reached its limit."),
  ).toBeVisible();
  const refused = await employee.request.post("/api/register", {
    data: {
      fullName: "Late Registrant",
      email: `late.${unique()}@example.com`,
      username: `late${unique()}`,
      password: "family-pass-2026",
      confirmPassword: "family-pass-2026",
      code,
    },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe("This registration code is invalid.");
  await context.close();
}

type Tutor = { id: number; fullName: string };

/** 26 upcoming Mathematics sessions of one teacher, one Physics of another, one past: all named `prefix`. */
async function makeSessions(page: Page, prefix: string) {
  const tutors = (await (await page.request.get("/api/admin/tutors")).json()) as Tutor[];
  const sarah = tutors.find((tutor) => tutor.fullName === "Sarah Whitfield")!;
  const james = tutors.find((tutor) => tutor.fullName === "James Patel")!;
  const make = async (title: string, tutor: Tutor, subject: string, inDays: number) => {
    const response = await page.request.post("/api/admin/scheduled-sessions", {
      data: {
        title,
        description: "A session made by the admin gaps test.",
        subject,
        tutorId: tutor.id,
        scheduledFor: new Date(Date.now() + inDays * DAY).toISOString(),
        duration: 60,
        youtubeUrl: null,
        academicYear: "Year 10",
        capacity: 12,
      },
    });
    expect(response.status()).toBe(201);
  };
  for (let n = 1; n <= 26; n++) {
    await make(`${prefix} algebra ${String(n).padStart(2, "0")}`, sarah, "Mathematics", 30 + n / 24);
  }
  await make(`${prefix} forces`, james, "Physics", 31);
  await make(`${prefix} last term`, sarah, "Mathematics", -3);
}

/** Searches, filters and pages the schedule tab; cancels one session and deletes another, each after asking. */
async function adminWorksTheScheduleTab(page: Page, phone: boolean) {
  const prefix = `Gaps${unique()}`;
  await makeSessions(page, prefix);
  await page.goto("/admin#schedule");
  const list = page.getByRole("list", { name: "Sessions" });
  const rows = list.getByRole("listitem");

  await page.getByLabel("Search sessions").fill(prefix);
  await expect(rows.first()).toContainText(`${prefix} algebra 01`);
  // A page of 25 upcoming sessions, soonest first; Show more brings the other two.
  await expect(rows).toHaveCount(25);
  await checks(page, phone);
  await page.getByRole("button", { name: "Show more sessions" }).click();
  await expect(rows).toHaveCount(27);
  await expect(rows.last()).toContainText(`${prefix} algebra 26`);
  await expect(page.getByRole("button", { name: "Show more sessions" })).toHaveCount(0);

  await page.getByLabel("Filter by teacher").selectOption({ label: "James Patel" });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${prefix} forces`);
  await page.getByLabel("Filter by teacher").selectOption({ label: "All Teachers" });
  await page.getByLabel("Filter by subject").selectOption("Physics");
  await expect(rows).toHaveCount(1);
  await page.getByLabel("Filter by year").selectOption("Year 9");
  await expect(page.getByText("No sessions match your search and filters.")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page.getByLabel("Search sessions")).toHaveValue("");

  await page.getByLabel("Search sessions").fill(`${prefix} last term`);
  await expect(page.getByText("No sessions match your search and filters.")).toBeVisible();
  await page.getByRole("button", { name: "Past Sessions" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${prefix} last term`);
  await checks(page, phone);

  // Cancel session, asked first; the session then shows under Cancelled Sessions.
  await page.getByRole("button", { name: "Upcoming Sessions" }).click();
  await page.getByLabel("Search sessions").fill(`${prefix} forces`);
  await expect(rows).toHaveCount(1);
  await rows
    .first()
    .getByRole("button", { name: `Cancel session ${prefix} forces` })
    .click();
  const cancel = page.getByRole("dialog", { name: `Cancel ${prefix} forces?` });
  await checks(page, phone);
  await cancel.getByRole("button", { name: "Cancel session" }).click();
  await expect(page.getByText(`${prefix} forces has been cancelled.`, { exact: true })).toBeVisible();
  await expect(page.getByText("No sessions match your search and filters.")).toBeVisible();
  await page.getByRole("button", { name: "Cancelled Sessions" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("cancelled");

  // Delete is a quiet button, asked first; Cancel keeps the session.
  await page.getByRole("button", { name: "Upcoming Sessions" }).click();
  await page.getByLabel("Search sessions").fill(`${prefix} algebra 02`);
  await expect(rows).toHaveCount(1);
  const remove = rows.first().getByRole("button", { name: `Delete ${prefix} algebra 02` });
  await expect(remove).not.toHaveClass(/bg-red/);
  await remove.click();
  const confirm = page.getByRole("dialog", { name: `Delete ${prefix} algebra 02?` });
  await expect(confirm).toContainText("This cannot be undone.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(rows).toHaveCount(1);
  await remove.click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`${prefix} algebra 02 has been deleted.`, { exact: true })).toBeVisible();
  await expect(page.getByText("No sessions match your search and filters.")).toBeVisible();
  if (phone) await expectNoSidewaysScroll(page);
}

/** From /admin to the messages screen and the account page (password, two-factor) and back. */
async function adminFollowsTheLinks(page: Page, phone: boolean) {
  await page.goto("/admin");
  await checks(page, phone);
  await page.getByRole("link", { name: "Messages", exact: true }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await expect(page.getByText("Every conversation between families and teachers.")).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("link", { name: /^Profile Settings/ }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Profile Settings" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await checks(page, phone);
}

test.describe("the admin's codes, schedule and links", () => {
  test.beforeEach(async ({ loginAs }) => {
    await loginAs("admin");
  });

  test("the admin revokes a registration code, whose link then refuses to register", async ({
    page,
    browser,
  }) => {
    await adminRevokesACode(page, browser, false);
  });

  test("the admin searches, filters and pages the schedule, cancels and deletes after asking", async ({
    page,
  }) => {
    await adminWorksTheScheduleTab(page, false);
  });

  test("the admin reaches the messages screen and the account page from /admin", async ({ page }) => {
    await adminFollowsTheLinks(page, false);
  });
});

test.describe("the admin's codes, schedule and links on a phone", () => {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ loginAs }) => {
    await loginAs("admin");
  });

  test("the admin revokes a registration code at 390 px", async ({ page, browser }) => {
    await adminRevokesACode(page, browser, true);
  });

  test("the admin works the schedule tab at 390 px", async ({ page }) => {
    await adminWorksTheScheduleTab(page, true);
  });

  test("the admin reaches messages and the account page at 390 px", async ({ page }) => {
    await adminFollowsTheLinks(page, true);
  });
});
