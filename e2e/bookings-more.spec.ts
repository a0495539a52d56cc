import type { Browser, Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/checks.ts";
import { E2E_BASE_URL } from "./support/constants.ts";
import { DEMO, expect, signIn, test } from "./support/fixtures.ts";

// The family and the admin are in London, as the seed's times are.
test.use({ timezoneId: "Europe/London" });

/** Noah's page, opened from Profile Settings: his past one-to-one Attended, his booked group session ahead. */
async function familyOpensNoahsPage(page: Page, phone: boolean) {
  await page.goto("/account");
  await page.getByRole("list", { name: "Your children" }).getByRole("link", { name: /^Noah/ }).click();
  await expect(page).toHaveURL(/\/student\/children\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Noah" })).toBeVisible();
  await expect(page.getByText("Year group").locator("..")).toContainText("Year 6");

  const past = page.getByRole("list", { name: "Past sessions of Noah" });
  await expect(past.getByRole("listitem").filter({ hasText: "Introduction to Ratio" })).toContainText(
    "Attended",
  );
  const upcoming = page.getByRole("list", { name: "Upcoming sessions of Noah" });
  const booked = upcoming.getByRole("listitem").filter({ hasText: "Year 6 Maths: Negative Numbers" });
  await expect(booked.getByText("Booked", { exact: true })).toBeVisible();
  await expect(booked.getByRole("button", { name: "Cancel booking for Noah" })).toBeVisible();
  // Only what Noah is on: an open Year 6 group he has not booked stays on the schedule.
  await expect(upcoming).not.toContainText("Year 6 English: Writing to Describe");
  await expectNoAxeViolations(page, { excludeFrames: true });
  if (phone) await expectNoSidewaysScroll(page);
}

/** The parent dashboard: the children's pages, and the booking control on This Week's Schedule. */
async function familyUsesTheDashboard(page: Page, phone: boolean) {
  await page.goto("/parent-dashboard");
  const sessions = page.getByRole("list", { name: "Sessions" });
  await expect(
    sessions.getByRole("button", { name: /^(Book a seat|Cancel booking) for (Olivia|Noah)$/ }).first(),
  ).toBeVisible();
  await expect(sessions.getByText(/\d+ seats? left/).first()).toBeVisible();
  await expectNoAxeViolations(page, { excludeFrames: true });
  if (phone) await expectNoSidewaysScroll(page);
  await page
    .getByRole("navigation", { name: "Your children" })
    .getByRole("link", { name: /^Olivia/ })
    .click();
  await expect(page).toHaveURL(/\/student\/children\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Olivia" })).toBeVisible();
}

/** A second family (registered with the demo company's code) books a Year 10 child into `sessionId`. */
async function anotherFamilyBooks(browser: Browser, sessionId: number) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const page = await context.newPage();
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await page.goto("/register/NWDEMO25");
  await page.getByLabel("Full name").fill("Robin Seatholder");
  await page.getByLabel("Email").fill(`robin-${suffix}@northwind-logistics.example`);
  await page.getByLabel("Username").fill(`robin${suffix}`);
  await page.getByLabel("Password", { exact: true }).fill("seat-holder-2026");
  await page.getByLabel("Confirm password").fill("seat-holder-2026");
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/parent-dashboard");
  const child = await page.request.post("/api/family/children", {
    data: { firstName: "Ada", grade: "Year 10" },
  });
  expect(child.status()).toBe(201);
  const booking = await page.request.post("/api/bookings", {
    data: { sessionId, studentId: ((await child.json()) as { id: number }).id },
  });
  expect(booking.status()).toBe(201);
  await context.close();
}

/** The demo family books Olivia into `sessionId`. */
async function demoFamilyBooks(browser: Browser, sessionId: number) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const page = await context.newPage();
  await signIn(page, DEMO.parent);
  await page.waitForURL(`**${DEMO.parent.lands}`);
  const children = (await (await page.request.get("/api/family/children")).json()) as Array<{
    id: number;
    label: string;
  }>;
  const olivia = children.find((child) => child.label.startsWith("Olivia"))!;
  const booking = await page.request.post("/api/bookings", { data: { sessionId, studentId: olivia.id } });
  expect(booking.status()).toBe(201);
  await context.close();
}

/** The admin lowers a session's capacity below its 2 seats booked (refused on the field), then raises it. */
async function adminEditsCapacity(page: Page, browser: Browser, phone: boolean) {
  const tutors = (await (await page.request.get("/api/admin/tutors")).json()) as Array<{
    id: number;
    fullName: string;
  }>;
  const title = `Vectors group ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/admin/scheduled-sessions", {
    data: {
      title,
      description: "Column vectors, magnitude and vector proofs.",
      subject: "Mathematics",
      tutorId: tutors.find((tutor) => tutor.fullName === "Sarah Whitfield")!.id,
      scheduledFor: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      duration: 60,
      youtubeUrl: null,
      academicYear: "Year 10",
      capacity: 12,
    },
  });
  expect(created.status()).toBe(201);
  const sessionId = ((await created.json()) as { id: number }).id;
  await demoFamilyBooks(browser, sessionId);
  await anotherFamilyBooks(browser, sessionId);

  await page.goto("/admin");
  const row = page.getByRole("list", { name: "Sessions" }).getByRole("listitem").filter({ hasText: title });
  await expect(row).toContainText("2 of 12 seats booked");
  await row.getByRole("button", { name: `Edit ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Session" });
  await expect(dialog.getByLabel("Title")).toHaveValue(title);
  await expect(dialog.getByLabel("Capacity")).toHaveValue("12");
  await expect(dialog.getByLabel("Academic Year")).toHaveValue("Year 10");
  await expectNoAxeViolations(page, { excludeFrames: true });
  if (phone) await expectNoSidewaysScroll(page);

  await dialog.getByLabel("Capacity").fill("1");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    dialog.getByText("2 seats are already booked, so the capacity cannot be lower than 2"),
  ).toBeVisible();
  await expect(dialog.getByLabel("Capacity")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Failed to update session", { exact: true })).toBeVisible();

  await dialog.getByLabel("Capacity").fill("20");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Session updated", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("2 of 20 seats booked");
}

test.describe("a child's page, the parent dashboard and the admin's Edit", () => {
  test("a family opens Noah's page from Profile Settings: Attended for his marked session, his booked one ahead", async ({
    page,
    loginAs,
  }) => {
    await loginAs("parent");
    await familyOpensNoahsPage(page, false);
  });

  test("another family's child, or no child at all, is Child Not Found", async ({ page, loginAs }) => {
    await loginAs("parent");
    const own = (await (await page.request.get("/api/user")).json()) as { id: number };
    for (const id of [999_999, own.id]) {
      await page.goto(`/student/children/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: "Child Not Found" })).toBeVisible();
    }
    expect((await page.request.get("/api/scheduled-sessions/student/999999")).status()).toBe(404);
  });

  test("the parent dashboard books from This Week's Schedule and links each child's page", async ({
    page,
    loginAs,
  }) => {
    await loginAs("parent");
    await familyUsesTheDashboard(page, false);
  });

  test("the admin edits a session's capacity, refused below the seats booked", async ({
    page,
    loginAs,
    browser,
  }) => {
    await loginAs("admin");
    await adminEditsCapacity(page, browser, false);
  });
});

test.describe("a child's page and the admin's Edit on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a family opens Noah's page at 390 px", async ({ page, loginAs }) => {
    await loginAs("parent");
    await familyOpensNoahsPage(page, true);
  });

  test("the parent dashboard at 390 px", async ({ page, loginAs }) => {
    await loginAs("parent");
    await familyUsesTheDashboard(page, true);
  });

  test("the admin edits a session's capacity at 390 px", async ({ page, loginAs, browser }) => {
    await loginAs("admin");
    await adminEditsCapacity(page, browser, true);
  });
});
