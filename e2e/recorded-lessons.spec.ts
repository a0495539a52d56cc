import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/checks.ts";
import { expect, test } from "./support/fixtures.ts";

const lessonCard = (page: Page, title: string) =>
  page.getByRole("list", { name: "Recorded lessons" }).getByRole("listitem").filter({ hasText: title });

test.describe("recorded lessons", () => {
  test("a tutor publishes a recording, finds it, watches it, edits it and deletes it", async ({
    page,
    loginAs,
  }) => {
    const title = `Quadratic Equations ${Date.now()}`;
    const renamed = `${title} (revised)`;
    await loginAs("tutor");
    await page.goto("/recorded-lessons");
    await expect(page.getByRole("heading", { level: 1, name: "Recorded Lessons" })).toBeVisible();
    // The shared library: another teacher's recording is listed, without Edit or Delete.
    await expect(lessonCard(page, "Photosynthesis Explained")).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit Photosynthesis Explained" })).toHaveCount(0);

    await page.getByRole("button", { name: "Add Lesson" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Lesson" });
    await dialog.getByLabel("Title *").fill(title);
    await dialog.getByLabel("Description").fill("Factorising, completing the square and the formula.");
    await dialog.getByLabel("Subject *").selectOption("Mathematics");
    await dialog.getByLabel("Duration (minutes)").fill("0");
    await dialog.getByLabel("Video URL *").fill("https://www.youtube.com/watch?v=abcdefghijk");
    await dialog.getByRole("button", { name: "Add Lesson" }).click();
    await expect(dialog.getByText("Duration must be at least 1 minute")).toBeVisible();
    await dialog.getByLabel("Duration (minutes)").fill("40");
    await dialog.getByRole("button", { name: "Add Lesson" }).click();
    await expect(page.getByText("Lesson created", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Add Another" })).toBeVisible();
    // Keyboard: focus sits on Done; closing returns it to Add Lesson, not to the page's top.
    await expect(dialog.getByRole("button", { name: "Done" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Add Lesson" })).toBeFocused();

    await page.getByLabel("Search lessons").fill("quadratic");
    await expect(lessonCard(page, title)).toBeVisible();
    await expect(lessonCard(page, "Pythagoras' Theorem")).toHaveCount(0);
    await page.getByLabel("Subject").selectOption("English");
    await expect(page.getByText("No lessons match your search criteria.")).toBeVisible();
    await page.getByLabel("Subject").selectOption("Mathematics");
    await expect(lessonCard(page, title).getByText("Mathematics")).toBeVisible();

    await lessonCard(page, title).getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(/\/recorded-lessons\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByTitle(`Video: ${title}`)).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/abcdefghijk",
    );
    await expect(page.getByText("40 minutes")).toBeVisible();
    await expect(page.getByText("Factorising, completing the square and the formula.")).toBeVisible();
    await expect(page.getByText("1 view", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, { excludeFrames: true });
    await page.reload();
    await expect(page.getByText("2 views", { exact: true })).toBeVisible();

    await page.getByRole("link", { name: "Back to Recorded Lessons" }).click();
    await lessonCard(page, title)
      .getByRole("button", { name: `Edit ${title}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Lesson" });
    await expect(edit.getByLabel("Title *")).toHaveValue(title);
    await edit.getByLabel("Title *").fill(renamed);
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Lesson updated", { exact: true })).toBeVisible();
    // Escape closes the dialog although the toast opened after it; focus returns to the card's Edit.
    await expect(edit.getByRole("button", { name: "Edit Another" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(edit).toBeHidden();
    await expect(page.getByText("Lesson updated", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: `Edit ${renamed}` })).toBeFocused();
    await expect(lessonCard(page, renamed)).toContainText("2 views");

    page.once("dialog", (confirmation) => {
      expect(confirmation.type()).toBe("confirm");
      void confirmation.accept();
    });
    await lessonCard(page, renamed)
      .getByRole("button", { name: `Delete ${renamed}` })
      .click();
    await expect(page.getByText("Lesson deleted", { exact: true })).toBeVisible();
    await expect(lessonCard(page, renamed)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add Lesson" })).toBeFocused();
  });

  test("a recording on another site plays in the browser's own player", async ({ page, loginAs }) => {
    await loginAs("tutor");
    await page.goto("/recorded-lessons");
    await lessonCard(page, "Particles and States of Matter")
      .getByRole("link", { name: "Particles and States of Matter" })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Particles and States of Matter" }),
    ).toBeVisible();
    const video = page.locator("video");
    await expect(video).toHaveAttribute("controls", "");
    await expect(video).toHaveAttribute("src", /^https:\/\/.+\.mp4$/);
  });

  test("an unknown lesson shows 'Lesson Not Found' with a way back", async ({ page, loginAs }) => {
    await loginAs("tutor");
    await page.goto("/recorded-lessons/999999");
    await expect(page.getByRole("heading", { name: "Lesson Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Recorded Lessons" }).click();
    await expect(page).toHaveURL(/\/recorded-lessons$/);
  });

  test("the library and the lesson form pass an accessibility check", async ({ page, loginAs }) => {
    await loginAs("tutor");
    await page.goto("/recorded-lessons");
    await expect(lessonCard(page, "Pythagoras' Theorem")).toBeVisible();
    await expectNoAxeViolations(page, { excludeFrames: true });
    await page.getByRole("button", { name: "Add Lesson" }).click();
    await expect(page.getByRole("dialog", { name: "Add Lesson" })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  test("an admin may edit and delete every teacher's recordings", async ({ page, loginAs }) => {
    await loginAs("admin");
    await page.goto("/recorded-lessons");
    for (const title of ["Photosynthesis Explained", "Pythagoras' Theorem"]) {
      await expect(lessonCard(page, title).getByRole("button", { name: `Edit ${title}` })).toBeVisible();
      await expect(lessonCard(page, title).getByRole("button", { name: `Delete ${title}` })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Add Lesson" })).toBeVisible();
  });

  test("a family is sent from the tutor's library to its own screens", async ({ page, loginAs }) => {
    await loginAs("parent");
    await page.goto("/recorded-lessons");
    await expect(page).toHaveURL(/\/student$/);
  });

  test("an anonymous visitor is sent to sign in", async ({ page }) => {
    await page.goto("/recorded-lessons/1");
    await expect(page).toHaveURL("/auth?redirectTo=%2Frecorded-lessons%2F1");
  });

  test("on a 390 px phone the library, the form and a lesson fit the screen", async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs("tutor");
    await page.goto("/recorded-lessons");
    await expect(lessonCard(page, "Pythagoras' Theorem")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, { excludeFrames: true });
    await page.getByRole("button", { name: "Add Lesson" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Lesson" });
    await expect(dialog.getByLabel("Video URL *")).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await lessonCard(page, "Pythagoras' Theorem").getByRole("link", { name: "Pythagoras' Theorem" }).click();
    const player = page.getByTitle("Video: Pythagoras' Theorem");
    await expect(player).toBeVisible();
    const playerBox = await player.boundingBox();
    expect(playerBox!.width).toBeLessThanOrEqual(390);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, { excludeFrames: true });
  });
});
