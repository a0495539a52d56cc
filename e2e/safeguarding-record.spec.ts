import type { Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/checks.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * A lesson's safeguarding record (docs/decisions/054): on the demo data, an admin opens the lessons held in the lesson
 * room and one lesson's safeguarding record; the lesson's tutor reads its chat on the session page; a
 * family is refused both. On a desktop and on a 390 px phone, with axe.
 */
const LESSON = "Introduction to Ratio";
const HIDDEN = "Can you add me on my game? My username is noah_plays_2015";
const VIEWPORTS = [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const;

/** The demo's lesson held in the room, as the signed-in account's own list of sessions names it. */
async function ratioSessionId(page: Page) {
  const day = 24 * 60 * 60 * 1000;
  const from = new Date(Date.now() - 7 * day).toISOString();
  const to = new Date().toISOString();
  const response = await page.request.get(
    `/api/scheduled-sessions?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  );
  expect(response.status()).toBe(200);
  const sessions = (await response.json()) as Array<{ id: number; title: string }>;
  return sessions.find((session) => session.title === LESSON)!.id;
}

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`the safeguarding record on a ${name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
    });

    test("an admin opens the lessons held in the room and one lesson's record", async ({ page, loginAs }) => {
      await loginAs("admin");
      await page.goto("/admin#room-lessons");
      await expect(page.getByRole("tab", { name: "Lesson Records", selected: true })).toBeVisible();
      const list = page.getByRole("table", { name: /Lessons held in the lesson room/ });
      const row = list.getByRole("row").filter({ hasText: LESSON });
      await expect(row).toBeVisible();
      await expect(row).toContainText("Sarah Whitfield");
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      await page.getByRole("button", { name: `View Record of ${LESSON}` }).click();
      await expect(page.getByRole("heading", { name: `Record: ${LESSON}` })).toBeFocused();
      const joinLog = page.getByRole("table", { name: "Every entry to and exit from the lesson room" });
      await expect(joinLog.getByRole("row")).toHaveCount(4);
      await expect(joinLog).toContainText("Sarah Whitfield");
      await expect(joinLog).toContainText("Connection lost");
      const chat = page.getByRole("list", { name: `Chat of ${LESSON}` });
      await expect(chat.getByRole("listitem")).toHaveCount(5);
      const hidden = chat.getByRole("listitem").filter({ hasText: HIDDEN });
      await expect(hidden).toContainText("Hidden at");
      await expect(page.getByText(`Published as “${LESSON} (recording)”.`)).toBeVisible();
      // The demo recording is a streaming link: its player's frame is the streaming service's page, not ours.
      await expectNoAxeViolations(page, { excludeFrames: true });
      await expectNoSidewaysScroll(page);

      await page.getByRole("button", { name: "Back to the lessons" }).click();
      await expect(row).toBeVisible();
    });

    test("the lesson's tutor reads its chat on the session page", async ({ page, loginAs }) => {
      await loginAs("tutor");
      const sessionId = await ratioSessionId(page);
      await page.goto(`/schedule/${sessionId}`);
      await expect(page.getByRole("heading", { level: 1, name: LESSON })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Lesson Chat" })).toBeVisible();
      const chat = page.getByRole("list", { name: "Lesson chat messages" });
      await expect(chat.getByRole("listitem")).toHaveCount(5);
      await expect(chat.getByRole("listitem").filter({ hasText: HIDDEN })).toContainText("Hidden at");
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    });
  });
}

test("a family reads neither the record nor the chat log", async ({ page, loginAs }) => {
  await loginAs("admin");
  const lessons = (await (await page.request.get("/api/admin/room-lessons")).json()) as {
    items: Array<{ sessionId: number; title: string }>;
  };
  const sessionId = lessons.items.find((lesson) => lesson.title === LESSON)!.sessionId;
  await page.request.post("/api/logout");
  await page.context().clearCookies();
  await loginAs("parent");
  expect((await page.request.get(`/api/admin/room-lessons/${sessionId}`)).status()).toBe(403);
  expect((await page.request.get("/api/admin/room-lessons")).status()).toBe(403);
  expect((await page.request.get(`/api/scheduled-sessions/${sessionId}/room/chat-log`)).status()).toBe(403);
  await page.goto(`/student/session/${sessionId}`);
  await expect(page.getByRole("heading", { level: 1, name: LESSON })).toBeVisible();
  await expect(page.getByText(HIDDEN)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Lesson Chat" })).toHaveCount(0);
});
