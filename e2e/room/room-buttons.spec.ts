/**
 * The ways into the room from the rest of the product (DECISIONS.md "The lesson room"): the
 * family's Join Lesson on the session's page (a 390 px phone, axe clean) opens the room's waiting room, the
 * tutor's session page offers Start Lesson while the room is open, and the admin dashboard's Lesson room card
 * says the app's own media server holds the rooms. Without a media server (the main suite, JANUS_MODE=off)
 * Join keeps the streaming link.
 */
import { expect, test } from "@playwright/test";
import { ROOM_MESSAGES } from "#shared/schemas/lesson-room.ts";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "../support/checks.ts";
import {
  book,
  closeRoomDatabase,
  contextFor,
  createChild,
  createPerson,
  createSession,
} from "./support/room-data.ts";

test.afterAll(closeRoomDatabase);

test("Join Lesson, Start Lesson and the admin's Lesson room card lead to the room", async ({ browser }) => {
  const tutor = await createPerson("tutor");
  const family = await createPerson("parent");
  const child = await createChild(family, "Eve");
  const sessionId = await createSession(tutor, { startsInMinutes: 10, duration: 30 });
  await book(sessionId, family, child.id);

  const host = await contextFor(browser, tutor);
  await host.page.goto(`/schedule/${sessionId}`);
  const start = host.page.getByRole("link", { name: /Start Lesson/ });
  await expect(start).toHaveAttribute("href", `/room/${sessionId}`);
  await start.click();
  await expect(host.page.getByRole("toolbar", { name: "Lesson controls" })).toBeVisible();

  const kid = await contextFor(browser, family, { viewport: { width: 390, height: 844 }, isMobile: true });
  await kid.page.goto(`/student/lesson/${sessionId}`);
  const join = kid.page.getByRole("link", { name: /Join Lesson/ });
  await expect(join).toHaveAttribute("href", `/room/${sessionId}`);
  await expectNoAxeViolations(kid.page);
  await expectNoSidewaysScroll(kid.page);
  await join.click();
  await expect(kid.page.getByText(ROOM_MESSAGES.waiting)).toBeVisible();

  const admin = await contextFor(browser, await createPerson("admin"));
  await admin.page.goto("/admin");
  await expect(
    admin.page.getByText(/Lessons are held in the room, on the app's own media server/),
  ).toBeVisible();

  for (const person of [host, kid, admin]) await person.context.close();
});
