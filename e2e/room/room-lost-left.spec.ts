/**
 * A lost "left" (DECISIONS.md "The room where children really are", "Coming back"): a child's page is closed
 * while the media server cannot reach the app's event handler, so the media server's "leaving" never
 * arrives. Presence follows the media server's own participant list, checked every 30 s: the tutor's list of
 * children shows the child as not connected within 45 s.
 */
import { expect, test } from "@playwright/test";
import { ROOM_PORT } from "./support/constants.ts";
import { lessonWithChild } from "./support/lesson.ts";
import { closeRoomDatabase } from "./support/room-data.ts";
import { cutMediaServerEvents } from "./support/school-network.ts";

test.afterAll(async () => {
  cutMediaServerEvents(false, ROOM_PORT);
  await closeRoomDatabase();
});

test("a child whose page is closed while its leaving is lost shows as not connected within 45 s", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const lesson = await lessonWithChild({ browser, childName: "Lina" });
  await lesson.admit();
  const people = lesson.host.page.getByRole("region", { name: /Children in the lesson/ });
  const lina = people.getByRole("listitem").filter({ hasText: "Lina" });
  await expect(lina).toBeVisible();
  await expect(lina.getByText("Not connected")).toHaveCount(0, { timeout: 15_000 });

  cutMediaServerEvents(true, ROOM_PORT);
  await lesson.kid.context.close();
  const closedAt = Date.now();
  await expect(lina.getByText("Not connected")).toBeVisible({ timeout: 45_000 });
  console.log(
    `a lost leaving: shown as not connected ${((Date.now() - closedAt) / 1000).toFixed(1)} s after the page closed`,
  );
  cutMediaServerEvents(false, ROOM_PORT);
  await lesson.host.context.close();
});
