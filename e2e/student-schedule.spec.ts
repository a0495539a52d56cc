import type { Page } from "@playwright/test";
import { expectNoAxeViolations as expectNoAxe, expectNoSidewaysScroll } from "./support/checks.ts";
import { expect, test } from "./support/fixtures.ts";
import { drawScreensInTheBrowser } from "./support/server-rendering.ts";

// The family is in London, so the schedule's days and times are London's, across the clock changes.
test.use({ timezoneId: "Europe/London" });

/** axe on the page (or one part of it) once its data has loaded; the video player's frame is not ours. */
const expectNoAxeViolations = (page: Page, include?: string) =>
  expectNoAxe(page, { include, excludeFrames: true });

/** "yyyy-MM-dd" of the day `days` from now; the seed's sessions sit at UTC hours London shares the date of. */
const dayKeyIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const chooseChild = (page: Page, option: RegExp) =>
  page
    .getByLabel("Showing")
    .locator("option")
    .filter({ hasText: option })
    .first()
    .evaluate((element: HTMLOptionElement) => element.label)
    .then((label) => page.getByLabel("Showing").selectOption({ label }));

const upcoming = (page: Page) => page.getByRole("list", { name: "Upcoming sessions" });

test.describe("the student screens' schedule as the demo parent", () => {
  test.beforeEach(async ({ loginAs }) => {
    await loginAs("parent");
  });

  test("the dashboard welcomes the family and lists the chosen child's first 3 upcoming sessions, each opening its page", async ({
    page,
  }) => {
    await page.goto("/student");
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome, .+/ })).toBeVisible();
    await chooseChild(page, /^Olivia/);
    await expect(upcoming(page).getByRole("listitem")).toHaveCount(3);
    await expect(upcoming(page)).toContainText("GCSE Algebra: Simultaneous Equations");
    await expect(page.getByRole("link", { name: "View All sessions in your schedule" })).toHaveAttribute(
      "href",
      "/student/schedule",
    );
    // The Learning Materials: the first 3 recordings, each watched here.
    await expect(page.getByRole("tab", { name: "Recorded Lessons" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const lessons = page.getByRole("list", { name: "Recorded lessons" });
    await expect(lessons.getByRole("listitem")).toHaveCount(3);
    await expect(page.getByRole("link", { name: "View All Lessons" })).toHaveAttribute(
      "href",
      "/student/lessons",
    );
    await expectNoAxeViolations(page);
    await lessons
      .getByRole("button", { name: /^Watch/ })
      .first()
      .click();
    const watch = page.getByRole("dialog");
    await expect(watch.locator("iframe, video").first()).toBeVisible();
    await expectNoAxeViolations(page, "[role=dialog]");
    await watch.getByRole("button", { name: "Close" }).click();

    await upcoming(page)
      .getByRole("listitem")
      .filter({ hasText: "GCSE Algebra: Simultaneous Equations" })
      .getByRole("link", { name: /^Details/ })
      .click();
    await expect(page).toHaveURL(/\/student\/session\/\d+$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "GCSE Algebra: Simultaneous Equations" }),
    ).toBeVisible();
    await expect(page.getByText("Expert Tutor")).toBeVisible();
    await expect(page.getByText("Live Online Group Session")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("switching children changes the schedule, and the choice is remembered", async ({ page }) => {
    await page.goto(`/student/schedule?date=${dayKeyIn(1)}`);
    await expect(page.getByRole("heading", { level: 1, name: "My Schedule" })).toBeVisible();
    await chooseChild(page, /^Olivia/);
    const day = page.getByRole("region", { name: /\d{4}$/ });
    await expect(day.getByRole("link", { name: "GCSE Algebra: Simultaneous Equations" })).toBeVisible();
    await chooseChild(page, /^Noah/);
    await expect(day).toBeVisible();
    await expect(page.getByRole("link", { name: "GCSE Algebra: Simultaneous Equations" })).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel("Showing").locator("option:checked")).toHaveText(/^Noah/);
    await expect(page.getByRole("region", { name: /\d{4}$/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "GCSE Algebra: Simultaneous Equations" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("open a session from the schedule and see its subject's resources; an unknown one is 'Lesson Not Found'", async ({
    page,
  }) => {
    await page.goto("/student/schedule");
    await chooseChild(page, /^Olivia/);
    // Seven days from Monday; choose tomorrow's (moving to next week when today is Sunday).
    const tomorrow = new Date(Date.now() + 86_400_000);
    const tomorrowName = new Intl.DateTimeFormat("en-GB", {
      weekday: "long",
      day: "numeric",
      month: "long",
      timeZone: "Europe/London",
    }).format(tomorrow);
    const days = page.getByRole("list", { name: "Days of the week" });
    await expect(days.getByRole("button")).toHaveCount(7);
    await expect(days.getByRole("button").first()).toHaveAccessibleName(/^Monday /);
    // Each day's name says its number of sessions once the week's counts are read.
    await expect(days.getByRole("button").first()).toHaveAccessibleName(/, \d+ sessions?/);
    if ((await days.getByRole("button", { name: new RegExp(`^${tomorrowName},`) }).count()) === 0)
      await page.getByRole("button", { name: "Next week" }).click();
    await days.getByRole("button", { name: new RegExp(`^${tomorrowName},`) }).click();
    await expect(page).toHaveURL(new RegExp(`date=${dayKeyIn(1)}`));

    // The detail dialog: no Join Session for a session that is not today.
    const row = page.getByRole("listitem").filter({ hasText: "GCSE Algebra: Simultaneous Equations" });
    await row.getByRole("button", { name: /^Details/ }).click();
    const dialog = page.getByRole("dialog", { name: "GCSE Algebra: Simultaneous Equations" });
    await expect(dialog).toContainText("Scheduled");
    await expect(dialog.getByRole("link", { name: /Join Session/ })).toHaveCount(0);
    await expectNoAxeViolations(page, "[role=dialog]");
    await dialog.getByRole("button", { name: "Close" }).click();

    await row.getByRole("link", { name: "GCSE Algebra: Simultaneous Equations" }).click();
    await expect(page).toHaveURL(/\/student\/lesson\/\d+$/);
    await expect(page.getByText("Scheduled", { exact: true })).toHaveClass(/bg-blue-50/);
    await expect(page.getByText(/^\d{2}:\d{2}–\d{2}:\d{2} \(60 minutes\)$/)).toBeVisible();
    const resources = page.getByRole("list", { name: "Mathematics resources" });
    await expect(resources.getByRole("listitem").first()).toBeVisible();
    await expect(resources.getByRole("link", { name: /^(Download|Open Link)/ }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Preparation Checklist" })).toBeVisible();
    await expect(page.getByText("A webcam and microphone")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/student/lesson/999999");
    await expect(page.getByRole("heading", { level: 1, name: "Lesson Not Found" })).toBeVisible();
    await expect(
      page.getByText("The lesson you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await page.getByRole("link", { name: "Back to Schedule" }).click();
    await expect(page).toHaveURL(/\/student\/schedule$/);
  });

  test("on a 390 px phone the schedule fits the screen; the month calendar disables days before yesterday", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/student/schedule");
    await expect(page.getByRole("heading", { level: 1, name: "My Schedule" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Days of the week" }).getByRole("button")).toHaveCount(7);
    const overflow = async () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "Month" }).click();
    await expect(page).toHaveURL(/view=month/);
    const name = (days: number) =>
      new RegExp(
        `^${new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "Europe/London" }).format(new Date(Date.now() + days * 86_400_000))},`,
      );
    await expect(page.getByRole("button", { name: name(0) })).toBeEnabled();
    // Open the month of the day before yesterday, so its button is on the grid.
    await page.goto(`/student/schedule?view=month&date=${dayKeyIn(-2)}`);
    await expect(page.getByRole("button", { name: name(-2) })).toBeDisabled();
    await expect(page.getByRole("button", { name: name(-1) })).toBeEnabled();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    // The dashboard and a session's page fit the phone too.
    await page.goto("/student");
    await expect(
      page.getByRole("list", { name: "Upcoming sessions" }).getByRole("listitem").first(),
    ).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page
      .getByRole("list", { name: "Upcoming sessions" })
      .getByRole("link", { name: /^Details/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: "Lesson Details" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Resources" })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  test("the live sessions page lists the family's live sessions, with Join while one is live", async ({
    page,
  }) => {
    await page.goto("/student/live");
    await chooseChild(page, /^Olivia/);
    const live = page.getByRole("list", { name: "Live sessions" });
    const onNow = live.getByRole("listitem").filter({ hasText: "Trigonometry Live Q&A" });
    await expect(onNow.getByRole("link", { name: /^Join/ })).toHaveAttribute("target", "_blank");
    const coming = live.getByRole("listitem").filter({ hasText: "GCSE Physics: Electricity" });
    await expect(coming).toBeVisible();
    await expect(coming.getByRole("link", { name: /^Join/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Another child's year: Olivia's Year 10 session goes, the session for every year stays.
    await chooseChild(page, /^Noah/);
    await expect(coming).toHaveCount(0);
    await expect(onNow).toBeVisible();
  });
});

test.describe("the family's screens read only what they show (decisions 040, 042)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The session-list reads the page makes, as path and query. */
  function listReads(page: Page) {
    const reads: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      const list =
        /^\/api\/(scheduled-sessions(\/upcoming|\/student\/\d+(\/days)?)?|student\/scheduled-sessions|live-sessions)$/;
      if (list.test(url.pathname)) reads.push(`${url.pathname}${url.search}`);
    });
    return reads;
  }

  /** Days between a read's `from` and `to`. */
  const spanDays = (read: string) => {
    const query = new URL(read, "http://localhost").searchParams;
    return (Date.parse(query.get("to") ?? "") - Date.parse(query.get("from") ?? "")) / 86_400_000;
  };

  test("the dashboards, the schedule, a child's page and the live list each ask for their part, on a phone", async ({
    page,
    loginAs,
  }) => {
    await loginAs("parent");
    // The reads each screen asks for, made by the browser where they can be watched.
    await drawScreensInTheBrowser(page);
    const reads = listReads(page);
    const children = (await (await page.request.get("/api/family/children")).json()) as Array<{
      id: number;
      label: string;
      grade: string;
    }>;
    const olivia = children.find((child) => child.label.startsWith("Olivia"))!;

    await page.goto("/student");
    await chooseChild(page, /^Olivia/);
    await expect(upcoming(page).getByRole("listitem")).toHaveCount(3);
    expect(reads).toContain(`/api/scheduled-sessions/upcoming?limit=3&studentId=${olivia.id}`);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    reads.length = 0;
    await page.goto(`/student/schedule?date=${dayKeyIn(1)}`);
    await expect(page.getByRole("list", { name: "Days of the week" }).getByRole("button")).toHaveCount(7);
    await expect(page.getByRole("region", { name: /\d{4}$/ })).toBeVisible();
    // The week's counts per day (7 days, an hour more or less across a clock change) and the chosen day's
    // sessions (decision 042).
    const counts = () =>
      reads.filter((read) => read.startsWith(`/api/scheduled-sessions/student/${olivia.id}/days?`));
    const lists = () =>
      reads.filter((read) => read.startsWith(`/api/scheduled-sessions/student/${olivia.id}?`));
    await expect.poll(() => counts().map((read) => Math.round(spanDays(read)))).toEqual([7]);
    await expect.poll(() => lists().map((read) => Math.round(spanDays(read)))).toEqual([1]);
    expect(new URL(counts()[0]!, "http://localhost").searchParams.get("timeZone")).toBe("Europe/London");
    expect(reads.length).toBe(2);
    await page.getByRole("tab", { name: "Month" }).click();
    await expect.poll(() => counts().some((read) => Math.round(spanDays(read)) >= 28)).toBe(true);
    for (const read of counts()) expect(spanDays(read)).toBeLessThanOrEqual(42.05);
    for (const read of lists()) expect(spanDays(read)).toBeLessThanOrEqual(1.05);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    reads.length = 0;
    await page.goto(`/student/children/${olivia.id}`);
    await expect(page.getByRole("heading", { level: 1, name: olivia.label })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Past Sessions" })).toBeVisible();
    expect(reads).toEqual([`/api/scheduled-sessions/student/${olivia.id}?onRoster=true`]);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    reads.length = 0;
    await page.goto("/student/live");
    await expect(page.getByRole("list", { name: "Live sessions" })).toBeVisible();
    const year = new URLSearchParams({ academicYear: olivia.grade }).toString();
    expect(reads).toEqual([`/api/live-sessions?upcoming=true&limit=20&${year}`]);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    reads.length = 0;
    // Followed from the menu: the dashboard's route loader reads in the browser on a navigation (on a page
    // load the server makes that read and draws it into the page, decision 057).
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("link", { name: "Parent Dashboard" }).click();
    await page.waitForURL("**/parent-dashboard");
    await expect(page.getByRole("list", { name: "Sessions" }).getByRole("listitem").first()).toBeVisible();
    expect(reads).toEqual(["/api/scheduled-sessions/upcoming?limit=5"]);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });
});
