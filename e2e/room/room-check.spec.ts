/**
 * The check before entering (DECISIONS.md "Before entering, a check", decision 062): the tutor opens it from
 * the room and its network reaches the lesson directly; a child waits on a 390 px phone on a school's network
 * that drops UDP, where the same check shows the camera's picture, the microphone, the devices to choose and
 * says the lesson comes through the relay (axe clean). Admission still takes the child in by itself, muted,
 * and every device the check opened is released.
 */

import { mkdirSync } from "node:fs";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "../support/checks.ts";
import { PHONE_SCREEN } from "./support/constants.ts";
import { controls, lessonWithChild } from "./support/lesson.ts";
import { closeRoomDatabase } from "./support/room-data.ts";
import { endSchoolNetwork, launchOnSchoolNetwork } from "./support/school-network.ts";

const SCREENS = "/work/screens";

let school: Browser | undefined;
test.afterAll(async () => {
  await school?.close();
  endSchoolNetwork();
  await closeRoomDatabase();
});

/** Every track the page's getUserMedia handed out, recorded from before the page's own scripts run. */
async function recordOpenedTracks(page: Page) {
  await page.addInitScript(() => {
    const media = navigator.mediaDevices;
    const open = media.getUserMedia.bind(media);
    const opened: MediaStreamTrack[] = [];
    Object.assign(window, { __openedTracks: opened });
    media.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      opened.push(...stream.getTracks());
      return stream;
    };
  });
}
const openedTracks = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __openedTracks: MediaStreamTrack[] }).__openedTracks.map(
      (track) => `${track.kind} ${track.readyState}`,
    ),
  );

/** The check's picture plays the fake camera, its lists name the fake devices, and the meter moves. */
async function expectDevicesShown(check: Locator) {
  const picture = check.getByLabel("Your camera's picture");
  await expect.poll(() => picture.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
  await expect(check.getByRole("combobox", { name: "Camera" })).toBeVisible();
  await expect(check.getByRole("combobox", { name: "Microphone" }).locator("option").first()).not.toHaveText(
    "",
  );
  // The fake microphone beeps: the level moves off silence.
  const level = check.getByLabel("Microphone level");
  await expect
    .poll(() => level.evaluate((meter: HTMLMeterElement) => meter.value), { intervals: [50] })
    .toBeGreaterThan(0);
}

test("the check before entering says how this network reaches the lesson: directly, or through the relay", async ({
  browser,
}) => {
  school = await launchOnSchoolNetwork();
  const lesson = await lessonWithChild({
    browser,
    childBrowser: school,
    childName: "Ines",
    childScreen: PHONE_SCREEN,
  });

  // The tutor, who enters without waiting, opens the same check from the room.
  await lesson.host.page.getByRole("button", { name: "Check camera and microphone" }).click();
  const dialog = lesson.host.page.getByRole("dialog", { name: "Check camera and microphone" });
  await expect(dialog.getByRole("status")).toHaveText("This network reaches the lesson directly.");
  await expectDevicesShown(dialog);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();

  // The child waits on a phone on the school's network: the check fills the wait.
  await recordOpenedTracks(lesson.kid.page);
  const startedAt = Date.now();
  await lesson.enter();
  const check = lesson.kid.page.getByRole("region", { name: /^While you wait/ });
  await expect(check.getByRole("status")).toHaveText("This network reaches the lesson through the relay.");
  console.log(
    `the check said "through the relay" ${((Date.now() - startedAt) / 1000).toFixed(1)} s after the page opened`,
  );
  await expect(
    check.getByText(/ask the school's or office's IT team to allow UDP to the lesson's relay/),
  ).toBeVisible();
  await expectDevicesShown(check);
  await expectNoAxeViolations(lesson.kid.page);
  await expectNoSidewaysScroll(lesson.kid.page);
  mkdirSync(SCREENS, { recursive: true });
  await lesson.kid.page.screenshot({ path: `${SCREENS}/room-check-390.png`, fullPage: true });

  // Admission takes the child in by itself, muted with the camera off, the check's devices released.
  await lesson.admit();
  await expect(check).toHaveCount(0);
  await expect(controls(lesson.kid.page).getByRole("button", { name: "Microphone is off" })).toBeVisible();
  await expect(controls(lesson.kid.page).getByRole("button", { name: "Camera is off" })).toBeVisible();
  const tracks = await openedTracks(lesson.kid.page);
  expect(tracks).toEqual(expect.arrayContaining(["video ended", "audio ended"]));
  expect(tracks.filter((track) => !track.endsWith(" ended"))).toEqual([]);
  await lesson.close();
});
