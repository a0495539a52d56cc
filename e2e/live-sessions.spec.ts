import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

async function expectNoAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const tab = (page: Page, name: "Upcoming Sessions" | "Past Sessions") => page.getByRole("tabpanel", { name });

async function openLiveSessions(page: Page) {
  await page.goto("/live-sessions");
  await expect(page.getByRole("heading", { level: 1, name: "Live Sessions" })).toBeVisible();
  // The demo tutor's seeded sessions have loaded.
  await expect(
    tab(page, "Upcoming Sessions").getByRole("heading", { name: "Trigonometry Live Q&A" }),
  ).toBeVisible();
}

test.describe("live sessions as the demo tutor [2§2.8]", () => {
  test.beforeEach(async ({ loginAs }) => {
    await loginAs("tutor");
  });

  test("schedule a session, add a streaming link, see it under Upcoming, mark it completed and see it under Past, delete it", async ({
    page,
  }) => {
    const title = `Vectors Workshop ${Date.now()}`;
    await openLiveSessions(page);
    // Only the tutor's own sessions: another teacher's seeded session is not listed.
    await page.getByRole("tab", { name: "Past Sessions" }).click();
    await expect(
      tab(page, "Past Sessions").getByRole("heading", { name: "Algebraic Fractions Recap" }),
    ).toBeVisible();
    await expect(page.getByText("Poetry Anthology Walkthrough")).toHaveCount(0);
    await page.getByRole("tab", { name: "Upcoming Sessions" }).click();

    // Schedule a session: the rules first, then a valid one.
    await page.getByRole("button", { name: "Schedule Session" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule Live Session" });
    await dialog.getByRole("button", { name: "Schedule Session" }).click();
    await expect(dialog.getByText("Please enter a title")).toBeVisible();
    await expect(dialog.getByText("Please select a date and time")).toBeVisible();
    await dialog.getByLabel("Title *").fill(title);
    await dialog.getByLabel("Description").fill("Column vectors, magnitude and direction.");
    await dialog.getByLabel("Subject *").selectOption("Physics");
    await dialog.getByLabel("Academic Year").selectOption("Year 9");
    await dialog.getByLabel("Date and Time *").fill("2030-03-04T17:00");
    await dialog.getByLabel("Duration (minutes) *").fill("45");
    await dialog.getByLabel("YouTube URL (optional)").fill("not a link");
    await dialog.getByRole("button", { name: "Schedule Session" }).click();
    await expect(dialog.getByText("Please enter a valid YouTube URL")).toBeVisible();
    await dialog.getByLabel("YouTube URL (optional)").fill("https://www.youtube.com/live/vectors");
    await dialog.getByRole("button", { name: "Schedule Session" }).click();
    await expect(page.getByText("Live session created", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("status")).toContainText(`"${title}" has been scheduled.`);
    await expect(dialog.getByRole("button", { name: "Schedule Another" })).toBeVisible();
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();

    const card = tab(page, "Upcoming Sessions").getByRole("listitem").filter({ hasText: title });
    await expect(card).toContainText("Physics · Year 9");
    await expect(card).toContainText("Mon 4 Mar 2030, 17:00 · 45 minutes");
    await expect(card.getByText("Scheduled", { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: /^Join/ })).toHaveAttribute(
      "href",
      "https://www.youtube.com/live/vectors",
    );

    // The separate streaming-link dialog starts a live session now.
    await page.getByRole("button", { name: "Add YouTube Link" }).click();
    const link = page.getByRole("dialog", { name: "Add YouTube Live Link" });
    await link.getByLabel("YouTube Live URL").fill("http://www.youtube.com/live/now");
    await link.getByRole("button", { name: "Add Link" }).click();
    await expect(link.getByText("URL must start with https://")).toBeVisible();
    const streamUrl = `https://www.youtube.com/live/now-${Date.now()}`;
    await link.getByLabel("YouTube Live URL").fill(streamUrl);
    await link.getByRole("button", { name: "Add Link" }).click();
    await expect(
      page.getByText("YouTube link has been added and live session created.", { exact: true }),
    ).toBeVisible();
    await expect(link).toBeHidden();
    const streamed = tab(page, "Upcoming Sessions")
      .getByRole("listitem")
      .filter({ has: page.locator(`a[href="${streamUrl}"]`) });
    await expect(streamed).toContainText("Live Session · Every year");
    await expect(streamed.getByText("Live", { exact: true })).toBeVisible();
    await expect(streamed).toContainText("60 minutes");

    // Mark the scheduled session completed: it moves to Past.
    await card.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Live Session" });
    await expect(edit.getByLabel("Title *")).toHaveValue(title);
    await expect(edit.getByLabel("Date and Time *")).toHaveValue("2030-03-04T17:00");
    await edit.getByLabel("Status").selectOption("Completed");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Live session updated", { exact: true })).toBeVisible();
    // The first Escape closes the dialog (focus is on Edit Another, inside it), the toast stays.
    await expect(edit.getByRole("button", { name: "Edit Another" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(edit).toBeHidden();
    await expect(page.getByText("Live session updated", { exact: true })).toBeVisible();
    await expect(tab(page, "Upcoming Sessions").getByText(title)).toHaveCount(0);
    await page.getByRole("tab", { name: "Past Sessions" }).click();
    const past = tab(page, "Past Sessions").getByRole("listitem").filter({ hasText: title });
    await expect(past.getByText("Completed", { exact: true })).toBeVisible();
    await expect(past.getByRole("link", { name: /^Open Link/ })).toBeVisible();

    // Delete asks the browser first; dismissing keeps the session.
    page.once("dialog", (prompt) => void prompt.dismiss());
    await past.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(past).toBeVisible();
    page.once("dialog", (prompt) => {
      expect(prompt.message()).toBe(`Delete "${title}"? This cannot be undone.`);
      void prompt.accept();
    });
    await past.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(page.getByText("Session deleted", { exact: true })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);

    // Still gone after a reload: the server deleted it.
    await page.reload();
    await page.getByRole("tab", { name: "Past Sessions" }).click();
    await expect(
      tab(page, "Past Sessions").getByRole("heading", { name: "Algebraic Fractions Recap" }),
    ).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  });

  test("search and the subject filter narrow both tabs", async ({ page }) => {
    await openLiveSessions(page);
    await page.getByLabel("Search live sessions").fill("electricity");
    const upcoming = tab(page, "Upcoming Sessions");
    await expect(upcoming.getByRole("heading", { level: 2 })).toHaveText(["GCSE Physics: Electricity"]);
    await page.getByLabel("Search live sessions").fill("");
    await page.getByLabel("Filter by subject").selectOption("English");
    await expect(upcoming.getByText("No sessions match your search criteria.")).toBeVisible();
  });

  test("the page, its dialogs and both tabs pass an accessibility check", async ({ page }) => {
    await openLiveSessions(page);
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page);
    await page.getByRole("tab", { name: "Past Sessions" }).click();
    await expect(tab(page, "Past Sessions").getByRole("listitem").first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Schedule Session" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule Live Session" });
    await dialog.getByRole("button", { name: "Schedule Session" }).click();
    await expect(dialog.getByText("Please enter a title")).toBeVisible();
    await expectNoAxeViolations(page, "[role=dialog]");
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("button", { name: "Add YouTube Link" }).click();
    const link = page.getByRole("dialog", { name: "Add YouTube Live Link" });
    await link.getByRole("button", { name: "Add Link" }).click();
    await expect(link.getByText("URL must start with https://")).toBeVisible();
    await expectNoAxeViolations(page, "[role=dialog]");
  });

  test("on a 390 px phone the page fits the screen and schedules a session", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openLiveSessions(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    const title = `Phone Session ${Date.now()}`;
    await page.getByRole("button", { name: "Schedule Session" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule Live Session" });
    await dialog.getByLabel("Title *").fill(title);
    await dialog.getByLabel("Subject *").selectOption("Mathematics");
    await dialog.getByLabel("Date and Time *").fill("2030-05-06T16:30");
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await expectNoAxeViolations(page, "[role=dialog]");
    await dialog.getByRole("button", { name: "Schedule Session" }).click();
    await expect(page.getByText("Live session created", { exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: "Done" }).click();
    const card = tab(page, "Upcoming Sessions").getByRole("listitem").filter({ hasText: title });
    await expect(card).toContainText("Mathematics · Every year");
    await expect(card).toContainText("60 minutes");

    page.once("dialog", (prompt) => void prompt.accept());
    await card.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(page.getByText("Session deleted", { exact: true })).toBeVisible();
  });
});

test("the demo admin sees every tutor's live sessions, each with its tutor's name", async ({
  page,
  loginAs,
}) => {
  await loginAs("admin");
  await page.goto("/live-sessions");
  await page.getByRole("tab", { name: "Past Sessions" }).click();
  const poetry = tab(page, "Past Sessions")
    .getByRole("listitem")
    .filter({ hasText: "Poetry Anthology Walkthrough" });
  await expect(poetry).toContainText("English · Year 11 (GCSE) · James Patel");
  await expect(poetry.getByRole("button", { name: "Edit Poetry Anthology Walkthrough" })).toBeVisible();
  const recap = tab(page, "Past Sessions")
    .getByRole("listitem")
    .filter({ hasText: "Algebraic Fractions Recap" });
  await expect(recap).toContainText("Sarah Whitfield");
});
