import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEMO, expect, signIn, test } from "./support/fixtures.ts";

// The 24-hour recording promise (decision 027), on the demo data: "GCSE Maths: Quadratic Graphs" ended two
// days ago without a recording, "Introduction to Ratio" has its recording.
test.use({ timezoneId: "Europe/London" });
test.describe.configure({ mode: "serial" });

const OVERDUE = "GCSE Maths: Quadratic Graphs";

/** axe on the page once its data has loaded. */
async function expectNoAxeViolations(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
  // The video player's frame is the streaming service's page (unreachable in the test run), not ours.
  const { violations } = await new AxeBuilder({ page }).exclude("iframe").analyze();
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The id of a session the signed-in account sees, by its title. */
async function sessionId(page: Page, title: string): Promise<number> {
  const response = await page.request.get("/api/student/scheduled-sessions");
  expect(response.ok()).toBe(true);
  const sessions = (await response.json()) as { id: number; title: string }[];
  const found = sessions.find((session) => session.title === title);
  expect(found, title).toBeTruthy();
  return found!.id;
}

/** "Sun 22 Nov 2026, 14:00": the form the screens show dates and times in. */
const DATE_TIME = /[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/;

test("the admin sees the session whose recording is overdue, with its tutor and how late it is", async ({
  page,
  loginAs,
}) => {
  await loginAs("admin");
  await page.goto("/admin#lessons");
  const overdue = page.getByRole("region", { name: "Overdue Recordings" });
  const row = overdue.getByRole("row").filter({ hasText: OVERDUE });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Mathematics");
  await expect(row).toContainText("Sarah Whitfield");
  await expect(row).toContainText(DATE_TIME);
  await expect(row).toContainText(/\d+ (day|days|hour|hours)/);
  // The session that has its recording is not listed.
  await expect(overdue).not.toContainText("Introduction to Ratio");
  // Add Recording opens the lesson form for that session, its title and tutor filled in.
  await row.getByRole("button", { name: `Add Recording for ${OVERDUE}` }).click();
  const dialog = page.getByRole("dialog", { name: "Add Lesson Video" });
  await expect(dialog.getByLabel("Title *")).toHaveValue(OVERDUE);
  await expect(dialog.getByLabel("Session")).toHaveValue(/\d+/);
  await expect(dialog.getByLabel("Session").locator("option:checked")).toContainText(OVERDUE);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});

test("the admin sees that the room's recording of the overdue session failed, with its reason, and tries it again", async ({
  page,
  loginAs,
}) => {
  // The demo's Quadratic Graphs was recorded by the lesson room and its conversion failed (docs/decisions/054).
  await loginAs("admin");
  await page.goto("/admin#lessons");
  const overdue = page.getByRole("region", { name: "Overdue Recordings" });
  const row = overdue.getByRole("row").filter({ hasText: OVERDUE });
  await expect(row).toContainText(
    "Failed: Nothing was recorded: the tutor did not send camera, screen or sound in the room.",
  );
  await expectNoAxeViolations(page);
  // On a 390 px phone the row, its reason and Try again fit the screen; Try again is pressed there.
  await page.setViewportSize({ width: 390, height: 844 });
  const tryAgain = row.getByRole("button", { name: `Try again to convert the recording of ${OVERDUE}` });
  await expect(tryAgain).toBeVisible();
  const box = await tryAgain.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  const retried = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      /\/api\/admin\/room-recordings\/\d+\/retry$/.test(response.url()),
  );
  await tryAgain.click();
  expect((await retried).status()).toBe(204);
  await expect(page.getByText("Recording queued again", { exact: true })).toBeVisible();
  // The list is read again: the row is still there (no recording yet), with the conversion's new state.
  await expect(row).toContainText(/Waiting to be converted|Converting|Failed: Nothing was recorded/);
});

test("the family sees when the recording is due; the tutor publishes it naming the session; the family watches it", async ({
  browser,
  page,
  loginAs,
}) => {
  await loginAs("parent");
  const id = await sessionId(page, OVERDUE);
  await page.goto(`/student/lesson/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: OVERDUE })).toBeVisible();
  const due = page.getByText(/^Recording due by /);
  await expect(due).toBeVisible();
  await expect(due).toHaveText(new RegExp(`^Recording due by ${DATE_TIME.source}$`));
  await expectNoAxeViolations(page);

  // A session that has its recording offers it instead.
  const ratio = await sessionId(page, "Introduction to Ratio");
  await page.goto(`/student/lesson/${ratio}`);
  await expect(page.getByRole("button", { name: /Watch the recording/ })).toBeVisible();
  await expect(page.getByText(/^Recording due by /)).toHaveCount(0);

  // The tutor publishes the recording and names the session.
  const tutorContext = await browser.newContext({ timezoneId: "Europe/London" });
  const tutorPage = await tutorContext.newPage();
  await signIn(tutorPage, DEMO.tutor);
  await tutorPage.waitForURL(`**${DEMO.tutor.lands}`);
  // The tutor's session page says the same, in the recording's place.
  await tutorPage.goto(`/schedule/${id}`);
  await expect(tutorPage.getByRole("heading", { level: 1, name: OVERDUE })).toBeVisible();
  await expect(tutorPage.getByText(/^Recording due by /)).toHaveText(
    new RegExp(`^Recording due by ${DATE_TIME.source}$`),
  );
  await tutorPage.goto("/recorded-lessons");
  await tutorPage.getByRole("button", { name: "Add Lesson" }).click();
  const form = tutorPage.getByRole("dialog", { name: "Add Lesson" });
  await form.getByLabel("Title *").fill("Quadratic Graphs (recording)");
  await form.getByLabel("Subject *").selectOption("Mathematics");
  await form.getByLabel("Video URL *").fill("https://www.youtube.com/watch?v=abcdefghijk");
  const option = form.getByLabel("Session").locator("option").filter({ hasText: OVERDUE });
  await expect(option).toHaveCount(1);
  await form.getByLabel("Session").selectOption(await option.getAttribute("value"));
  await form.getByRole("button", { name: "Add Lesson" }).click();
  await expect(form.getByRole("status")).toContainText("Quadratic Graphs (recording)");
  // Once published, the tutor's session page links the recording's page.
  await tutorPage.goto(`/schedule/${id}`);
  await tutorPage.getByRole("link", { name: "Watch the recording: Quadratic Graphs (recording)" }).click();
  await expect(tutorPage).toHaveURL(/\/recorded-lessons\/\d+$/);
  await expect(
    tutorPage.getByRole("heading", { level: 1, name: "Quadratic Graphs (recording)" }),
  ).toBeVisible();
  await tutorContext.close();

  // The family's page now offers the recording, and it plays in the watch dialog.
  await page.goto(`/student/lesson/${id}`);
  await expect(page.getByText(/^Recording due by /)).toHaveCount(0);
  await page.getByRole("button", { name: "Watch the recording: Quadratic Graphs (recording)" }).click();
  const watch = page.getByRole("dialog", { name: "Quadratic Graphs (recording)" });
  await expect(watch).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(watch).toBeHidden();
});

test("on a 390 px phone the session's recording line and the overdue list fit the screen", async ({
  page,
  loginAs,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs("parent");
  const ratio = await sessionId(page, "Introduction to Ratio");
  await page.goto(`/student/lesson/${ratio}`);
  const watch = page.getByRole("button", { name: /Watch the recording/ });
  await expect(watch).toBeVisible();
  const box = await watch.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  await page.context().clearCookies();
  await loginAs("admin");
  await page.goto("/admin#lessons");
  const overdue = page.getByRole("region", { name: "Overdue Recordings" });
  await expect(overdue.getByRole("heading", { name: "Overdue Recordings" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
