import type { APIRequestContext, Page } from "@playwright/test";
import ICAL from "ical.js";
import { expectNoAxeViolations } from "./support/checks.ts";
import { expect, test } from "./support/fixtures.ts";

// Both tests use the demo family's one feed: one after the other.
test.describe.configure({ mode: "serial" });

const address = (page: Page) => page.getByRole("textbox", { name: "Calendar feed address" });

/** Opens /account as the demo family, with the feed off whatever an earlier run left. */
async function openAccount(page: Page, loginAs: (role: "parent") => Promise<void>) {
  await loginAs("parent");
  await page.request.delete("/api/family/calendar-feed");
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Calendar feed" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Turn on" })).toBeVisible();
}

/** The feed fetched the way a calendar program does: no cookie, no sign-in. */
async function fetchFeed(request: APIRequestContext, url: string) {
  return request.get(new URL(url).pathname, { headers: { cookie: "" } });
}

/** The signed-in family's bookings (GET /api/bookings). */
async function familyBookings(page: Page) {
  const response = await page.request.get("/api/bookings");
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: number; sessionId: number; title: string; studentLabel: string }[];
}

test.describe("the family calendar feed", () => {
  test("a family turns the feed on, subscribes, sees its sessions in it, replaces the link and turns it off", async ({
    page,
    context,
    loginAs,
    playwright,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await openAccount(page, loginAs);
    await expect(page.getByText("The calendar feed is off.")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(page.getByText("Calendar feed on", { exact: true })).toBeVisible();
    await expect(address(page)).toBeFocused();
    const url = await address(page).inputValue();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(page.getByRole("link", { name: "Subscribe" })).toHaveAttribute(
      "href",
      url.replace("http://", "webcal://"),
    );
    await expect(page.getByText("Not fetched yet")).toBeVisible();
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(
      page.getByText("The calendar feed address is on your clipboard.", { exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expectNoAxeViolations(page);

    // A calendar program, signed out, reads every session the family's children are on in the feed's window
    // (their one-to-ones and the group sessions booked for them), and none of the others (decision 044).
    const bookedBefore = await familyBookings(page);
    const calendarProgram = await playwright.request.newContext({ baseURL });
    const feed = await fetchFeed(calendarProgram, url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const events = calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
    const uids = events.map((event) => event.uid);
    const sessions = (await (await page.request.get("/api/student/scheduled-sessions")).json()) as {
      id: number;
      scheduledFor: string;
      studentId: number | null;
      bookedStudentIds: number[];
    }[];
    // The feed reaches 30 days back and at least to the end of the year (decision 025): 100 days ahead is
    // inside it whatever the date.
    const DAY = 24 * 3_600_000;
    const inWindow = sessions.filter((session) => {
      const at = Date.parse(session.scheduledFor);
      return at >= Date.now() - 29 * DAY && at <= Date.now() + 100 * DAY;
    });
    const onIt = (session: (typeof sessions)[number]) =>
      session.studentId !== null || session.bookedStudentIds.length > 0;
    expect(inWindow.filter(onIt).length).toBeGreaterThan(0);
    expect(inWindow.filter((session) => !onIt(session)).length).toBeGreaterThan(0);
    for (const session of inWindow) {
      const uid = `session-${session.id}@127.0.0.1`;
      if (onIt(session)) expect(uids).toContain(uid);
      else expect(uids).not.toContain(uid);
    }
    // Every session the family booked is in it, as booked for its child. Bookings another spec makes or
    // cancels meanwhile are left out: only those listed both before and after the fetch are checked.
    const bookedAfter = new Set((await familyBookings(page)).map((booking) => booking.id));
    const booked = bookedBefore.filter((booking) => bookedAfter.has(booking.id));
    expect(booked.length).toBeGreaterThan(0);
    for (const booking of booked) {
      const event = events.find((each) => each.uid === `session-${booking.sessionId}@127.0.0.1`);
      // The first line names the children, after "This session has been cancelled." when it was.
      const forWhom = (event?.description ?? "")
        .split("\n")
        .find((line) => line !== "This session has been cancelled.");
      expect(forWhom, booking.title).toMatch(/^Booked for /);
      expect(forWhom, booking.title).toContain(booking.studentLabel);
    }
    const etag = feed.headers().etag ?? "";
    expect(
      (await calendarProgram.get(new URL(url).pathname, { headers: { "if-none-match": etag } })).status(),
    ).toBe(304);

    // /account shows when the feed was last fetched, so a stale subscription is visible.
    await page.reload();
    await expect(
      page.getByText(/^Last fetched by a calendar program: \w{3} \d{1,2} \w{3} \d{4}, \d\d:\d\d$/),
    ).toBeVisible();
    await expect(address(page)).toHaveCount(0);
    await expect(page.getByText(/the address is shown only once/)).toBeVisible();

    page.once("dialog", (dialog) => {
      expect(dialog.message()).toContain("The old address stops working at once");
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Replace link" }).click();
    await expect(page.getByText("Calendar feed link replaced", { exact: true })).toBeVisible();
    const replaced = await address(page).inputValue();
    expect(replaced).not.toBe(url);
    expect((await fetchFeed(calendarProgram, url)).status()).toBe(404);
    expect((await fetchFeed(calendarProgram, replaced)).status()).toBe(200);
    await expectNoAxeViolations(page);

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Turn off" }).click();
    await expect(page.getByText("Calendar feed off", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Turn on" })).toBeFocused();
    expect((await fetchFeed(calendarProgram, replaced)).status()).toBe(404);
    await calendarProgram.dispose();
  });
});

test.describe("the calendar feed on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a family turns the feed on and reaches every control without scrolling sideways", async ({
    page,
    loginAs,
  }) => {
    await openAccount(page, loginAs);
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(address(page)).toBeVisible();
    for (const control of [
      address(page),
      page.getByRole("button", { name: "Copy link" }),
      page.getByRole("link", { name: "Subscribe" }),
      page.getByRole("button", { name: "Replace link" }),
      page.getByRole("button", { name: "Turn off" }),
    ]) {
      await control.scrollIntoViewIfNeeded();
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Turn off" }).click();
    await expect(page.getByRole("button", { name: "Turn on" })).toBeVisible();
  });
});
