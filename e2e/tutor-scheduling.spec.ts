import type { Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/checks.ts";
import { DEMO, expect, signIn, test } from "./support/fixtures.ts";

/** A local `yyyy-MM-dd` `days` from today. */
function dayIn(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Fills Schedule New Session on /schedule as the signed-in tutor: a weekly series of five, one date skipped. */
async function scheduleSeries(page: Page, title: string, firstDay: number) {
  await page.goto("/schedule");
  await page.getByRole("button", { name: "Schedule New Session" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule New Session" });
  // A tutor's own session: no teacher to choose.
  await expect(dialog.getByLabel("Teacher")).toHaveCount(0);
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Ratio and proportion, with past paper questions.");
  await dialog.getByLabel("Subject").selectOption("Mathematics");
  await dialog.getByLabel("Academic Year").selectOption("Year 10");
  await dialog.getByLabel("Date").fill(dayIn(firstDay));
  await dialog.getByLabel("Time").selectOption("17:00");
  await dialog.getByLabel("Capacity").fill("8");
  await dialog.getByLabel("Repeat every week").check();
  await dialog.getByLabel("Last date").fill(dayIn(firstDay + 35));
  const dates = dialog.getByRole("group", { name: /^Dates/ });
  await expect(dates.getByRole("checkbox")).toHaveCount(6);
  // Half-term: the third week off.
  await dates.getByRole("checkbox").nth(2).uncheck();
  await expect(dialog.getByText("5 sessions", { exact: true })).toBeVisible();
  return dialog;
}

test.describe("a tutor schedules what families book", () => {
  test("a weekly series from /schedule, one occurrence cancelled after an in-app question, the rest booked by a family", async ({
    page,
    loginAs,
    browser,
  }) => {
    const title = `Ratio revision ${Date.now() % 100000}`;
    await loginAs("tutor");
    const dialog = await scheduleSeries(page, title, 7);
    await expectNoAxeViolations(page, { include: "[role=dialog]" });
    await dialog.getByRole("button", { name: "Schedule Session" }).click();
    await expect(page.getByText("5 weekly sessions have been scheduled.", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    // The first occurrence on the calendar: its detail offers Edit and Cancel Session.
    await page.goto(`/schedule?date=${dayIn(7)}`);
    await page
      .getByRole("button", { name: new RegExp(title) })
      .first()
      .click();
    const detail = page.getByRole("dialog", { name: title });
    await detail.getByRole("button", { name: `Cancel Session ${title}` }).click();
    const ask = page.getByRole("dialog", { name: `Cancel ${title}?` });
    await expect(ask.getByRole("radio", { name: "This session only" })).toBeChecked();
    await expectNoAxeViolations(page, { include: "[role=dialog]" });
    // Keep Session changes nothing.
    await ask.getByRole("button", { name: "Keep Session" }).click();
    await expect(ask).toBeHidden();
    await detail.getByRole("button", { name: `Cancel Session ${title}` }).click();
    await ask.getByRole("button", { name: "Cancel Session" }).click();
    await expect(page.getByText(`${title} has been cancelled.`, { exact: true })).toBeVisible();

    // The family sees the remaining four, bookable.
    const familyContext = await browser.newContext();
    const family = await familyContext.newPage();
    await signIn(family, DEMO.parent);
    await family.waitForURL(`**${DEMO.parent.lands}`);
    const sessions = (await (await family.request.get("/api/student/scheduled-sessions")).json()) as {
      id: number;
      title: string;
      status: string;
      scheduledFor: string;
      seriesId: number | null;
    }[];
    const ours = sessions.filter((session) => session.title === title);
    expect(ours.map((session) => session.status).sort()).toEqual([
      "cancelled",
      "scheduled",
      "scheduled",
      "scheduled",
      "scheduled",
    ]);
    expect(new Set(ours.map((session) => session.seriesId)).size).toBe(1);

    // From one remaining session's page, the family books Olivia into every remaining week at once.
    const next = ours
      .filter((session) => session.status === "scheduled")
      .sort((a, b) => a.scheduledFor.localeCompare(b.scheduledFor))[0]!;
    await family.goto(`/student/session/${next.id}`);
    await family.getByRole("button", { name: `Book every remaining week of ${title} for Olivia` }).click();
    await expect(
      family.getByText(`Olivia has a seat in 4 sessions of ${title}.`, { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(family);
    const bookings = (await (await family.request.get("/api/bookings")).json()) as { title: string }[];
    expect(bookings.filter((booking) => booking.title === title)).toHaveLength(4);
    await familyContext.close();
  });

  test("on a 390 px phone the tutor schedules a single session and edits it", async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const title = `Phone session ${Date.now() % 100000}`;
    await loginAs("tutor");
    await page.goto("/schedule");
    await expectNoSidewaysScroll(page);
    await page.getByRole("button", { name: "Schedule New Session" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule New Session" });
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Description").fill("Balancing chemical equations step by step.");
    await dialog.getByLabel("Subject").selectOption("Chemistry");
    await dialog.getByLabel("Date").fill(dayIn(3));
    await dialog.getByLabel("Time").selectOption("16:00");
    await expectNoAxeViolations(page, { include: "[role=dialog]" });
    await dialog.getByRole("button", { name: "Schedule Session" }).click();
    await expect(page.getByText("Session has been scheduled successfully.", { exact: true })).toBeVisible();

    await page.goto(`/schedule?date=${dayIn(3)}`);
    await page
      .getByRole("button", { name: new RegExp(title) })
      .first()
      .click();
    const detail = page.getByRole("dialog", { name: title });
    await detail.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Session" });
    await edit.getByLabel("Title").fill(`${title} (moved)`);
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText(`${title} (moved) has been saved.`, { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
