import type { Page, Request } from "@playwright/test";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/checks.ts";
import { expect, test } from "./support/fixtures.ts";

// The family and the tutor are in London, as the seed's times are.
test.use({ timezoneId: "Europe/London" });

const chooseOlivia = (page: Page) =>
  page
    .getByLabel("Showing")
    .locator("option")
    .filter({ hasText: /^Olivia/ })
    .first()
    .evaluate((element: HTMLOptionElement) => element.label)
    .then((label) => page.getByLabel("Showing").selectOption({ label }));

/** "GCSE Maths: Probability Trees", a Year 10 group session in the next hours that the seed leaves unbooked. */
const SESSION = "GCSE Maths: Probability Trees";

async function familyBooksAndCancels(page: Page, phone: boolean) {
  await page.goto("/student");
  await chooseOlivia(page);
  const onDashboard = page
    .getByRole("list", { name: "Upcoming sessions" })
    .getByRole("listitem")
    .filter({ hasText: SESSION });
  await expect(onDashboard).toContainText("12 seats left");
  // A double click books once: one request, "Seat booked" and no "Could not book — Already booked".
  const bookingRequests: string[] = [];
  const countBookings = (request: Request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/bookings") {
      bookingRequests.push(request.url());
    }
  };
  page.on("request", countBookings);
  await onDashboard.getByRole("button", { name: "Book a seat for Olivia" }).dblclick();
  await expect(page.getByText("Seat booked", { exact: true })).toBeVisible();
  await expect(onDashboard).toContainText("Booked");
  await expect(onDashboard).toContainText("11 seats left");
  page.off("request", countBookings);
  expect(bookingRequests).toHaveLength(1);
  await expect(page.getByText("Could not book", { exact: true })).toHaveCount(0);

  // The schedule shows the seat on the session's day (today, or tomorrow when the seed ran late in the
  // evening), and the booking can be cancelled there until the start.
  const sessions = (await (await page.request.get("/api/student/scheduled-sessions")).json()) as Array<{
    title: string;
    scheduledFor: string;
  }>;
  const startsAt = new Date(sessions.find((session) => session.title === SESSION)!.scheduledFor);
  const day = startsAt.toLocaleDateString("en-CA", { timeZone: "Europe/London" });
  await page.goto(`/student/schedule?date=${day}`);
  const onSchedule = page.getByRole("listitem").filter({ hasText: SESSION }).first();
  await expect(onSchedule.getByText("Booked", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, { excludeFrames: true });
  if (phone) await expectNoSidewaysScroll(page);
  // Cancel booking asks first, in the app's own dialog, by keyboard too: keeping the booking (the
  // dialog's first button) changes nothing and gives the focus back.
  const cancelBooking = onSchedule.getByRole("button", { name: "Cancel booking for Olivia" });
  await cancelBooking.focus();
  await page.keyboard.press("Enter");
  const question = page.getByRole("dialog", { name: "Cancel Olivia's booking?" });
  await expect(question).toContainText(
    `Olivia's seat in ${SESSION} will be freed for another child to take.`,
  );
  await expect(question.getByRole("button", { name: "Keep booking" })).toBeFocused();
  await expectNoAxeViolations(page, { excludeFrames: true });
  await page.keyboard.press("Enter");
  await expect(question).toBeHidden();
  await expect(cancelBooking).toBeFocused();
  await cancelBooking.press("Enter");
  await expect(question).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await expect(cancelBooking).toBeFocused();
  await page.reload();
  await expect(onSchedule.getByText("Booked", { exact: true })).toBeVisible();
  await expect(onSchedule).toContainText("11 seats left");

  await onSchedule.getByRole("button", { name: "Cancel booking for Olivia" }).click();
  await question.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByText("Booking cancelled", { exact: true })).toBeVisible();
  await expect(question).toBeHidden();
  // The keyboard goes on from Book, which took Cancel booking's place.
  await expect(onSchedule.getByRole("button", { name: "Book a seat for Olivia" })).toBeFocused();
  await expect(onSchedule).toContainText("12 seats left");
}

async function tutorTakesTheRegister(page: Page, mark: "Present" | "Absent", phone: boolean) {
  await page.goto("/schedule");
  await page
    .getByRole("button", { name: /Trigonometry Live Q&A/ })
    .first()
    .click();
  await page.getByRole("link", { name: "Open Session Page of Trigonometry Live Q&A" }).click();
  await expect(page).toHaveURL(/\/schedule\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Trigonometry Live Q&A" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Register" })).toBeVisible();
  await expect(page.getByText("1 of 12 seats booked")).toBeVisible();
  const olivia = page.getByRole("group", { name: /Olivia/ });
  await olivia.getByLabel(mark).check();
  await page.getByRole("button", { name: "Save Register" }).click();
  await expect(page.getByText("Register saved", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("group", { name: /Olivia/ }).getByLabel(mark)).toBeChecked();
  await expectNoAxeViolations(page, { excludeFrames: true });
  if (phone) await expectNoSidewaysScroll(page);
}

test.describe("group bookings", () => {
  test("a family books Olivia's seat from the dashboard, sees it in the schedule and cancels it there", async ({
    page,
    loginAs,
  }) => {
    await loginAs("parent");
    await familyBooksAndCancels(page, false);
  });

  test("the tutor opens a started session's page from the schedule and takes the register in one save", async ({
    page,
    loginAs,
  }) => {
    await loginAs("tutor");
    await tutorTakesTheRegister(page, "Absent", false);
  });

  test("the family sees Noah's past session marked Attended on its page", async ({ page, loginAs }) => {
    await loginAs("parent");
    await page.goto("/student");
    await page
      .getByLabel("Showing")
      .locator("option")
      .filter({ hasText: /^Noah/ })
      .first()
      .evaluate((element: HTMLOptionElement) => element.label)
      .then((label) => page.getByLabel("Showing").selectOption({ label }));
    const ratio = await page.request.get("/api/student/scheduled-sessions");
    const sessions = (await ratio.json()) as Array<{ id: number; title: string }>;
    const id = sessions.find((session) => session.title === "Introduction to Ratio")!.id;
    await page.goto(`/student/session/${id}`);
    await expect(page.getByText("Attended", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, { excludeFrames: true });
  });
});

test.describe("group bookings on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a family books and cancels a seat at 390 px", async ({ page, loginAs }) => {
    await loginAs("parent");
    await familyBooksAndCancels(page, true);
  });

  test("the tutor takes the register at 390 px", async ({ page, loginAs }) => {
    await loginAs("tutor");
    await tutorTakesTheRegister(page, "Present", true);
  });
});
