/**
 * A lost "left" (DECISIONS.md "The room where children really are", "Coming back"): a child's page is closed
 * while the media server cannot reach the app's event handler, so the media server's "leaving" never
 * arrives. Presence follows the media server's own participant list, checked every 30 s: the tutor's list of
 * children shows the child as not connected within 45 s.
 */
import { expect, test } from "@playwright/test";
import { ROOM_MESSAGES } from "#shared/schemas/lesson-room.ts";
import { ROOM_PORT } from "./support/constants.ts";
import {
  book,
  closeRoomDatabase,
  contextFor,
  createChild,
  createPerson,
  createSession,
} from "./support/room-data.ts";
import { cutMediaServerEvents } from "./support/school-network.ts";

test.afterAll(async () => {
  cutMediaServerEvents(false, ROOM_PORT);
  await closeRoomDatabase();
});

test("a child whose page is closed while its leaving is lost shows as not connected within 45 s", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tutor = await createPerson("tutor");
  const family = await createPerson("parent");
  const child = await createChild(family, "Lina");
  const sessionId = await createSession(tutor, { startsInMinutes: 2 });
  await book(sessionId, family, child.id);

  const host = await contextFor(browser, tutor);
  await host.page.goto(`/room/${sessionId}`);
  const kid = await contextFor(browser, family);
  await kid.page.goto(`/room/${sessionId}?child=${child.id}`);
  await expect(kid.page.getByText(ROOM_MESSAGES.waiting)).toBeVisible();
  await host.page.getByRole("button", { name: "Admit Lina" }).click();
  await expect(kid.page.getByRole("toolbar", { name: "Lesson controls" })).toBeVisible();
  const people = host.page.getByRole("region", { name: /Children in the lesson/ });
  const lina = people.getByRole("listitem").filter({ hasText: "Lina" });
  await expect(lina).toBeVisible();
  await expect(lina.getByText("Not connected")).toHaveCount(0, { timeout: 15_000 });

  cutMediaServerEvents(true, ROOM_PORT);
  await kid.context.close();
  const closedAt = Date.now();
  await expect(lina.getByText("Not connected")).toBeVisible({ timeout: 45_000 });
  console.log(
    `a lost leaving: shown as not connected ${((Date.now() - closedAt) / 1000).toFixed(1)} s after the page closed`,
  );
  cutMediaServerEvents(false, ROOM_PORT);
  await host.context.close();
});
