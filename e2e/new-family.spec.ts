import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/checks.ts";
import { E2E_BASE_URL } from "./support/constants.ts";
import { registerInvitedFamily } from "./support/families.ts";
import { DEMO, expect, test } from "./support/fixtures.ts";

// The family and the admin are in London, as the seed's times are.
test.use({ timezoneId: "Europe/London" });

type Sessions = { open: number; full: number; cancelled: number; started: number };

/**
 * Four Year 10 group sessions of this run, made by the admin: one open, one full (its one seat taken by
 * another new family's child), one cancelled and one that started ten minutes ago.
 */
async function yearTenSessions(request: APIRequestContext, browser: Browser): Promise<Sessions> {
  await request.post("/api/login", {
    data: { username: DEMO.admin.username, password: DEMO.admin.password, role: "admin" },
  });
  const tutors = (await (await request.get("/api/admin/tutors")).json()) as Array<{
    id: number;
    fullName: string;
  }>;
  const suffix = Date.now().toString(36);
  const create = async (name: string, startsIn: number, capacity: number) => {
    const response = await request.post("/api/admin/scheduled-sessions", {
      data: {
        title: `${name} ${suffix}`,
        description: "Balancing equations and the conservation of mass, with worked examples.",
        subject: "Chemistry",
        tutorId: tutors.find((tutor) => tutor.fullName === "Amina Hussain")!.id,
        scheduledFor: new Date(Date.now() + startsIn).toISOString(),
        duration: 60,
        youtubeUrl: null,
        academicYear: "Year 10",
        capacity,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const day = 86_400_000;
  const sessions = {
    open: await create("Open equations group", 3 * day, 12),
    full: await create("Full equations group", 3 * day, 1),
    cancelled: await create("Cancelled equations group", 3 * day, 12),
    started: await create("Started equations group", -10 * 60_000, 12),
  };
  const cancelled = await request.put(`/api/admin/scheduled-sessions/${sessions.cancelled}`, {
    data: { status: "cancelled" },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await request.post("/api/logout");

  // Another new family's Year 10 child takes the full session's only seat.
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const other = context.request;
  const password = "seat-holder-2026";
  const registered = await other.post("/api/register", {
    data: {
      fullName: "Robin Seatholder",
      email: `seat-${suffix}@northwind-logistics.example`,
      username: `seat${suffix}`,
      password,
      confirmPassword: password,
      code: "NWDEMO25",
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const child = await other.post("/api/family/children", { data: { firstName: "Sam", grade: "Year 10" } });
  expect(child.status(), await child.text()).toBe(201);
  const booked = await other.post("/api/bookings", {
    data: { sessionId: sessions.full, studentId: ((await child.json()) as { id: number }).id },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await context.close();
  return sessions;
}

async function checkPage(page: Page, phone: boolean) {
  await expectNoAxeViolations(page, { excludeFrames: true });
  if (phone) await expectNoSidewaysScroll(page);
}

const notice = (page: Page) => page.getByRole("region", { name: "Add your first child to book sessions" });
const addChildLink = "Add your child on Profile Settings";

async function newFamilyFindsItsWay(page: Page, browser: Browser, phone: boolean) {
  const sessions = await yearTenSessions(page.request, browser);
  await registerInvitedFamily(page, { fullName: "Jamie Newcomer", handle: "newcomer" });

  // The parent dashboard says a child comes first, with the way to add one; no session offers Book.
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText("Sessions are booked for a child");
  await expect(notice(page).getByRole("link", { name: "Add Child" })).toHaveAttribute("href", "/account");
  const week = page.getByRole("list", { name: "Sessions" });
  await expect(week.getByRole("link", { name: addChildLink }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Book a seat/ })).toHaveCount(0);
  await checkPage(page, phone);

  // So does the student dashboard, and each session's page says why it cannot be booked.
  await page.goto("/student");
  await expect(notice(page)).toBeVisible();
  await checkPage(page, phone);
  await page.goto(`/student/session/${sessions.open}`);
  await expect(page.getByRole("link", { name: addChildLink })).toHaveAttribute("href", "/account");
  await checkPage(page, phone);
  await page.goto(`/student/session/${sessions.cancelled}`);
  await expect(page.getByText("This session was cancelled, so it cannot be booked.")).toBeVisible();
  await page.goto(`/student/session/${sessions.started}`);
  await expect(page.getByText("This session has started, so it can no longer be booked.")).toBeVisible();

  // The notice's way leads to Profile Settings, where the first child is added.
  await page.goto("/student");
  await notice(page).getByRole("link", { name: "Add Child" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole("button", { name: "Add Child" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Child" });
  await dialog.getByLabel("First name *").fill("Ada");
  await dialog.getByLabel("Year group *").selectOption("Year 10");
  await dialog.getByRole("button", { name: "Add Child" }).click();
  await expect(page.getByText("Child added", { exact: true })).toBeVisible();

  // With a child: no notice, Book on the open session, and the full one says it is full.
  await page.goto("/parent-dashboard");
  await expect(page.getByRole("navigation", { name: "Your children" })).toContainText("Ada");
  await expect(notice(page)).toHaveCount(0);
  await page.goto(`/student/session/${sessions.open}`);
  await expect(page.getByRole("button", { name: "Book a seat for Ada" })).toBeVisible();
  await expect(page.getByText("12 seats left")).toBeVisible();
  await expect(page.getByRole("link", { name: addChildLink })).toHaveCount(0);
  await page.goto(`/student/session/${sessions.full}`);
  await expect(page.getByText("This session is full: every seat is taken.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Book a seat/ })).toHaveCount(0);
  await checkPage(page, phone);
}

test.describe("a newly registered family", () => {
  test("is told to add a child before booking, and why each session cannot be booked, until it adds one", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await newFamilyFindsItsWay(page, browser, false);
  });
});

test.describe("a newly registered family on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("finds the way to add its first child at 390 px", async ({ page, browser }) => {
    test.setTimeout(90_000);
    await newFamilyFindsItsWay(page, browser, true);
  });
});
