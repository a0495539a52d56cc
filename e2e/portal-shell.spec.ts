import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEMO, expect, test } from "./support/fixtures.ts";

/** Signs in on the /auth page already open (signIn() would open it afresh, without its redirectTo). */
async function fillSignIn(page: Page, credentials: (typeof DEMO)["tutor"]) {
  await page.getByLabel("Username").fill(credentials.username);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByLabel("I am a").selectOption({ label: credentials.iAmA });
  await page.getByRole("button", { name: "Log In" }).click();
}

async function logOutByApi(page: Page) {
  expect((await page.request.post("/api/logout")).status()).toBe(200);
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`),
  ).toEqual([]);
}

test.describe("the tutor's dashboard and schedule", () => {
  test("the demo tutor sees the seeded counts, upcoming sessions and recent recordings, and their links work", async ({
    page,
    loginAs,
  }) => {
    await loginAs("tutor");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const summary = await (await page.request.get("/api/dashboard/summary")).json();
    const cards = page.getByRole("main").getByRole("listitem");
    for (const [label, count] of [
      ["Recorded Lessons", summary.counts.recordedLessons],
      ["Upcoming Live Sessions", summary.counts.upcomingLiveSessions],
      ["Active Students", summary.counts.activeStudents],
      ["Resources", summary.counts.resources],
    ] as const) {
      expect(count).toBeGreaterThan(0);
      await expect(cards.filter({ hasText: label }).first()).toContainText(String(count));
    }

    const table = page.getByRole("table");
    for (const heading of ["Student", "Date & Time", "Subject", "Status", "Actions"]) {
      await expect(table.getByRole("columnheader", { name: heading })).toBeVisible();
    }
    await expect(table.getByRole("row")).toHaveCount(6);
    await expect(table).toContainText("Group · Year 10");
    await expectNoAxeViolations(page);

    const recent = page
      .getByRole("list")
      .filter({ has: page.getByRole("link", { name: summary.recentRecordings[0].title }) });
    await expect(recent.getByRole("link")).toHaveCount(3);
    await recent.getByRole("link").first().click();
    await expect(page).toHaveURL(`/recorded-lessons/${summary.recentRecordings[0].id}`);
    await page.goBack();
    await page.getByRole("link", { name: "View All" }).click();
    await expect(page).toHaveURL("/recorded-lessons");
    await page.goBack();
    await page.getByRole("link", { name: "View Schedule" }).click();
    await expect(page).toHaveURL("/schedule");
    await expect(
      page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Schedule" }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("a session on the dashboard opens its page, and the schedule's week and month views show it", async ({
    page,
    loginAs,
  }) => {
    await loginAs("tutor");
    const firstRow = page.getByRole("table").getByRole("row").nth(1);
    const title = (await firstRow.getByRole("link", { name: /^View / }).textContent())!.replace(/^View /, "");
    await firstRow.getByRole("link", { name: /^View / }).click();
    // View opens the session's own page: its roster, and once started its register (decision 024).
    await expect(page).toHaveURL(/\/schedule\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // The schedule's address opens the same session in its dialog.
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    const { scheduledFor } = (await (await page.request.get(`/api/scheduled-sessions/${id}`)).json()) as {
      scheduledFor: string;
    };
    const day = await page.evaluate((iso) => {
      const date = new Date(iso);
      const pad = (n: number) => String(n).padStart(2, "0");
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    }, scheduledFor);
    await page.goto(`/schedule?date=${day}&session=${id}`);
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Subject");
    await expect(dialog).toContainText(/\d{2}:\d{2}–\d{2}:\d{2}/);
    await expect(dialog).toContainText("Status");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // The week: seven days from Monday, the session among them.
    const week = page.getByRole("main").getByRole("list").first();
    await expect(week.getByRole("heading", { level: 3 })).toHaveCount(7);
    await expect(week.getByRole("heading", { level: 3 }).first()).toContainText("Mon");
    await expect(page.getByRole("button", { name: new RegExp(title) })).toBeVisible();
    await expectNoAxeViolations(page);

    const weekTitle = await page.getByRole("main").getByRole("heading", { level: 2 }).textContent();
    await page.getByRole("button", { name: "Next week" }).click();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).not.toHaveText(weekTitle!);
    await page.getByRole("button", { name: "Previous week" }).click();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(weekTitle!);

    await page.getByRole("tab", { name: "Month" }).click();
    await expect(page).toHaveURL(/view=month/);
    const month = page.getByRole("region", { name: "Month" });
    await expect(month).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(/^[A-Z][a-z]+ \d{4}$/);
    await month
      .getByRole("button", { name: new RegExp(title) })
      .first()
      .click();
    await expect(page.getByRole("dialog", { name: title })).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Next month" }).click();
    await page.getByRole("button", { name: "Today" }).click();
    await page.getByRole("tab", { name: "Week" }).click();
    await expect(page.getByRole("main").getByText("(today)")).toBeVisible();
  });

  test("the sidebar can be hidden and stays hidden for the session", async ({ page, loginAs }) => {
    await loginAs("tutor");
    const menu = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Portal" });
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(nav).toBeVisible();
    await menu.click();
    await expect(nav).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Portal" })).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Portal" })).toBeVisible();
  });
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens a drawer that navigates and closes, and Escape closes it", async ({
    page,
    loginAs,
  }) => {
    await loginAs("tutor");
    await expect(page.getByRole("navigation", { name: "Portal" })).toBeHidden();
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await menu.click();
    await drawer.getByRole("link", { name: "Schedule" }).click();
    await expect(page).toHaveURL("/schedule");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
    // Nothing wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  test("every tutor screen fits the phone: no sideways scroll, the dashboard's sessions stacked", async ({
    page,
    loginAs,
  }) => {
    await loginAs("tutor");
    // The header shows the logo's mark whole; the brand's name stays for screen readers.
    const home = page.getByRole("banner").getByRole("link", { name: "Home" });
    await expect(home).toBeVisible();
    expect(await home.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
    // Measured until the header has settled: the box is null while the signed-in shell replaces the page.
    await expect
      .poll(async () => {
        const box = await home.boundingBox();
        return box ? box.x + box.width : Number.POSITIVE_INFINITY;
      })
      .toBeLessThanOrEqual(390);

    const sessions = page.getByRole("list", { name: "Upcoming sessions" });
    await expect(sessions.getByRole("listitem")).toHaveCount(5);
    await expect(sessions.getByRole("listitem").first()).toContainText(/\d{2}:\d{2}/);
    const view = sessions.getByRole("link", { name: /^View / }).first();
    const viewBox = await view.boundingBox();
    expect(viewBox!.x + viewBox!.width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);

    for (const path of [
      "/dashboard",
      "/schedule",
      "/recorded-lessons",
      "/live-sessions",
      "/students",
      "/resources",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test("at 1280 px the dashboard's table breaks no word in two", async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs("tutor");
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(6);
  // Each heading and subject on one line: no cell is taller than a line because of a split word.
  for (const cell of await table.locator("th, td:nth-child(3)").all()) {
    const lines = await cell.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    const text = (await cell.textContent())!;
    expect(lines, text).toBeLessThanOrEqual(text.trim().split(/\s+/).length);
  }
});

test.describe("who reaches the tutor screens", () => {
  test("a family is sent to /student", async ({ page, loginAs }) => {
    await loginAs("parent");
    for (const path of ["/dashboard", "/schedule"]) {
      await page.goto(path);
      await expect(page).toHaveURL("/student");
    }
    await expect(
      page.getByRole("navigation", { name: "Portal" }).getByRole("heading", { name: "LEARNING" }),
    ).toBeVisible();
  });

  test("an anonymous visitor is sent to /auth, and comes back to the page asked for after signing in", async ({
    page,
  }) => {
    for (const path of ["/dashboard", "/schedule"]) {
      await page.goto(path);
      await expect(page).toHaveURL(`/auth?redirectTo=${encodeURIComponent(path)}`);
    }
    await fillSignIn(page, DEMO.tutor);
    await expect(page).toHaveURL("/schedule");
    await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
  });

  test("a redirectTo to another site is ignored: the user lands on their home", async ({ page }) => {
    await page.goto(`/auth?redirectTo=${encodeURIComponent("//evil.example/")}`);
    await fillSignIn(page, DEMO.tutor);
    await expect(page).toHaveURL("/dashboard");
  });

  test("the guards of [1§2]: a family visiting /admin goes to /auth; an admin visiting family screens goes to /", async ({
    page,
    loginAs,
  }) => {
    await loginAs("parent");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth(\?|$)/);
    await logOutByApi(page);
    await loginAs("admin");
    for (const path of ["/parent-dashboard", "/student/schedule"]) {
      await page.goto(path);
      await expect(page).toHaveURL("/");
    }
  });

  test("an admin sees the tutor screens with everyone's rows and an Admin link", async ({
    page,
    loginAs,
  }) => {
    await loginAs("admin");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Admin" }),
    ).toHaveAttribute("href", "/admin");
  });
});
