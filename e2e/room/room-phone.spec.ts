/**
 * The room on a 390 px phone (a child on a parent's phone), used with the keyboard alone: a
 * child and the tutor, axe clean and no sideways scrolling on the waiting room, the room and the ended
 * screen. On the way, the child's connection drops for a few seconds and comes back: the admitted child is
 * in the room again, decoding the tutor's camera, without the tutor doing anything.
 */

import { expect, type Locator, type Page, test } from "@playwright/test";
import { ROOM_MESSAGES } from "#shared/schemas/lesson-room.ts";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "../support/checks.ts";
import { PHONE_SCREEN } from "./support/constants.ts";
import { expectFramesRising } from "./support/media.ts";
import {
  book,
  closeRoomDatabase,
  contextFor,
  createChild,
  createPerson,
  createSession,
} from "./support/room-data.ts";

test.afterAll(closeRoomDatabase);

const controls = (page: Page) => page.getByRole("toolbar", { name: "Lesson controls" });

/** Moves the focus with Tab until `target` has it (as a keyboard user would), then presses `key`. */
async function reachAndPress(page: Page, target: Locator, key = "Enter") {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await page.keyboard.press(key);
      return;
    }
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

async function expectPhoneReady(page: Page) {
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
}

test("a child and the tutor on phones, by keyboard, through a dropped connection to the end", async ({
  browser,
}) => {
  const tutor = await createPerson("tutor");
  const family = await createPerson("parent");
  const child = await createChild(family, "Dee");
  const sessionId = await createSession(tutor, { startsInMinutes: 2, duration: 15 });
  await book(sessionId, family, child.id);

  const host = await contextFor(browser, tutor, PHONE_SCREEN);
  await host.page.goto(`/room/${sessionId}`);
  await expect(controls(host.page)).toBeVisible();
  const hostCamera = controls(host.page).getByRole("button", { name: /^Camera/ });
  if ((await hostCamera.getAttribute("aria-pressed")) !== "true") await reachAndPress(host.page, hostCamera);

  const kid = await contextFor(browser, family, PHONE_SCREEN);
  await kid.page.goto(`/room/${sessionId}`);
  await expect(kid.page.getByText(ROOM_MESSAGES.waiting)).toBeVisible();
  await expectPhoneReady(kid.page);

  // The tutor opens people and chat, and admits the child, by keyboard.
  await reachAndPress(host.page, host.page.getByRole("button", { name: "People and chat" }));
  await reachAndPress(host.page, host.page.getByRole("button", { name: "Admit Dee" }));
  await host.page.keyboard.press("Escape");

  await expect(controls(kid.page)).toBeVisible();
  await reachAndPress(kid.page, controls(kid.page).getByRole("button", { name: /^Camera/ }));
  await reachAndPress(kid.page, controls(kid.page).getByRole("button", { name: /^Raise hand/ }));
  await expect(controls(kid.page).getByRole("button", { name: /^Raise hand/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expectFramesRising(kid.page, 1);
  await expectFramesRising(host.page, 1);
  await expectPhoneReady(kid.page);
  await expectPhoneReady(host.page);

  // The child's connection drops for a few seconds: it comes back into the room by itself.
  await kid.context.setOffline(true);
  await kid.page.waitForTimeout(4_000);
  await kid.context.setOffline(false);
  await expect(controls(kid.page)).toBeVisible({ timeout: 30_000 });
  await expect(kid.page.getByText(ROOM_MESSAGES.waiting)).toHaveCount(0);
  await expectFramesRising(kid.page, 1, 30_000);

  // End Lesson, asked first, by keyboard.
  await reachAndPress(host.page, controls(host.page).getByRole("button", { name: "End Lesson" }));
  await reachAndPress(host.page, host.page.getByRole("dialog").getByRole("button", { name: "End Lesson" }));
  await expect(kid.page.getByText(ROOM_MESSAGES.ended)).toBeVisible();
  await expectPhoneReady(kid.page);

  await host.context.close();
  await kid.context.close();
});
