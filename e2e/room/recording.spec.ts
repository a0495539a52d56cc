/**
 * A lesson recorded by the room (docs/decisions/054): a tutor and one child,
 * each in a Chromium of its own whose fake camera shows one known colour (the tutor blue, the child red),
 * both cameras and microphones on for about 15 s, then End Lesson. With nobody doing anything more, the
 * session's recorded lesson is published; its video, fetched through the API as the tutor, lasts the
 * tutor's time in the room (the host's stays in the admin's join log) within 2 s as ffprobe measures it,
 * holds sound, shows the tutor's colour and never the child's in any sampled frame; the family's page of
 * the session plays it on a 390 px phone (axe clean) from a range request answered 206 and seeks to its
 * middle.
 *
 * "The tutor's time in the room" is the host's stays (entered → left) of the join log, the stretches the
 * converter is given; the tutor's camera starts a moment after the stay does (see decision 054 "Measures").
 */

import { writeFileSync } from "node:fs";
import { type Browser, expect, test } from "@playwright/test";
import { ROOM_MESSAGES } from "#shared/schemas/lesson-room.ts";
import { expectNoAxeViolations } from "../support/checks.ts";
import { PHONE_SCREEN } from "./support/constants.ts";
import { controls, turnOn } from "./support/lesson.ts";
import { expectFramesRising } from "./support/media.ts";
import {
  CAMERA_COLOURS,
  ffprobeDuration,
  ffprobeStreams,
  hostStaysFromPresence,
  hostStaysFromRecord,
  launchWithCamera,
  looksLike,
  meanColours,
  rawFilesOf,
  staysSeconds,
  waitForRecordedLesson,
} from "./support/recording.ts";
import {
  book,
  closeRoomDatabase,
  contextFor,
  createChild,
  createPerson,
  createSession,
} from "./support/room-data.ts";

const browsers: Browser[] = [];
test.afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await closeRoomDatabase();
});

/** How long both cameras and microphones stay on before End Lesson. */
const LESSON_MS = 15_000;
/** The longest wait for the recorded lesson to appear after End Lesson (the job polls about every second). */
const PUBLISH_TIMEOUT_MS = Number(process.env.ROOM_RECORDING_PUBLISH_TIMEOUT_MS ?? 150_000);

test("End Lesson publishes the room's recording: the tutor's time, the tutor's camera only, plays and seeks", async () => {
  test.setTimeout(PUBLISH_TIMEOUT_MS + 150_000);
  const tutorBrowser = await launchWithCamera(CAMERA_COLOURS.tutor);
  browsers.push(tutorBrowser);
  const childBrowser = await launchWithCamera(CAMERA_COLOURS.child);
  browsers.push(childBrowser);

  const tutor = await createPerson("tutor", "Ms Recorder");
  const family = await createPerson("parent");
  const admin = await createPerson("admin");
  const rosa = await createChild(family, "Rosa");
  const sessionId = await createSession(tutor, { startsInMinutes: 2, duration: 15 });
  await book(sessionId, family, rosa.id);

  // The tutor enters with camera and microphone on; the child waits, is admitted and turns both on.
  const host = await contextFor(tutorBrowser, tutor);
  await host.page.goto(`/room/${sessionId}`);
  await expect(controls(host.page)).toBeVisible();
  await turnOn(host.page, "Camera");
  await turnOn(host.page, "Microphone");
  // The room says on entry that the lesson is recorded.
  await expect(host.page.getByText(ROOM_MESSAGES.notice)).toBeVisible();
  const kid = await contextFor(childBrowser, family);
  await kid.page.goto(`/room/${sessionId}?child=${rosa.id}`);
  await expect(kid.page.getByText(ROOM_MESSAGES.waiting)).toBeVisible();
  await host.page.getByRole("button", { name: "Admit Rosa" }).click();
  await expect(controls(kid.page)).toBeVisible();
  await turnOn(kid.page, "Camera");
  await expectFramesRising(host.page, 1);
  await turnOn(kid.page, "Microphone");
  // Both still send: the tutor's page decodes the child's camera and the child's the tutor's.
  await expectFramesRising(host.page, 1);
  await expectFramesRising(kid.page, 1);
  await expect(controls(host.page).getByRole("button", { name: /^Camera/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await host.page.waitForTimeout(LESSON_MS);
  // While the lesson goes on, the room's folder holds the tutor's recorded parts and nothing of the child.
  const raw = await rawFilesOf(sessionId);
  expect(raw.files.length).toBeGreaterThan(0);
  expect(raw.files.filter((name) => !raw.parts.some((part) => name.startsWith(`${part}-`)))).toEqual([]);
  expect(raw.files.filter((name) => name.includes(`-user-${raw.childFeedId}-`))).toEqual([]);

  await controls(host.page).getByRole("button", { name: "End Lesson" }).click();
  await host.page.getByRole("dialog").getByRole("button", { name: "End Lesson" }).click();
  await expect(kid.page.getByText(ROOM_MESSAGES.ended)).toBeVisible();
  const endedAt = Date.now();

  // The recorded lesson appears by itself, naming the session.
  const lesson = await waitForRecordedLesson(host.context, sessionId, { timeoutMs: PUBLISH_TIMEOUT_MS });
  console.log(
    `recorded lesson ${lesson.id} published ${((Date.now() - endedAt) / 1000).toFixed(1)} s after End Lesson`,
  );
  expect(lesson.sessionId).toBe(sessionId);
  expect(lesson.tutorId).toBe(tutor.id);
  expect(lesson.videoUrl).toMatch(/^\/api\/files\//);
  expect(lesson.thumbnail).toBeTruthy();

  // The tutor's time in the room: the host's stays in the admin's join log, as the presence rows hold them.
  const adminContext = await contextFor(tutorBrowser, admin);
  const stays = await hostStaysFromRecord(adminContext.context, sessionId);
  expect(stays.map((stay) => stay.from.getTime())).toEqual(
    (await hostStaysFromPresence(sessionId)).map((stay) => stay.from.getTime()),
  );
  const tutorSeconds = staysSeconds(stays);

  // The video, fetched as a signed-in account: its duration, its sound, and only the tutor's colour.
  const video = await host.context.request.get(lesson.videoUrl!);
  expect(video.status()).toBe(200);
  expect(video.headers()["content-type"]).toBe("video/mp4");
  const file = test.info().outputPath("recorded-lesson.mp4");
  writeFileSync(file, await video.body());
  const duration = ffprobeDuration(file);
  console.log(`video ${duration.toFixed(2)} s; the tutor's stays ${tutorSeconds.toFixed(2)} s`);
  expect(Math.abs(duration - tutorSeconds)).toBeLessThanOrEqual(2);
  expect(ffprobeStreams(file).sort()).toEqual(["audio", "video"]);
  const colours = meanColours(file);
  expect(colours.length).toBeGreaterThanOrEqual(Math.floor(duration * 2) - 1);
  expect(colours.filter((colour) => looksLike(colour, CAMERA_COLOURS.child))).toEqual([]);
  const tutorFrames = colours.filter((colour) => looksLike(colour, CAMERA_COLOURS.tutor)).length;
  // The stay starts as the tutor enters; the camera's first frame comes a moment later (decision 054).
  const firstTutorFrame = colours.findIndex((colour) => looksLike(colour, CAMERA_COLOURS.tutor));
  console.log(
    `${tutorFrames} of ${colours.length} sampled frames show the tutor's camera, the first at ${(firstTutorFrame / 2).toFixed(1)} s`,
  );
  expect(tutorFrames / colours.length, JSON.stringify(colours)).toBeGreaterThanOrEqual(0.8);

  // A range of the middle of the file is answered 206 with its Content-Range.
  const size = Number(video.headers()["content-length"]);
  const middle = Math.floor(size / 2);
  const part = await host.context.request.get(lesson.videoUrl!, {
    headers: { Range: `bytes=${middle}-${middle + 999}` },
  });
  expect(part.status()).toBe(206);
  expect(part.headers()["content-range"]).toBe(`bytes ${middle}-${middle + 999}/${size}`);
  expect((await part.body()).length).toBe(1000);

  // The family watches it from the session's page on a phone: the player asks for ranges and seeks.
  const watcher = await contextFor(childBrowser, family, PHONE_SCREEN);
  const ranges: number[] = [];
  watcher.page.on("response", (response) => {
    if (response.url().includes("/api/files/") && response.request().headers().range) {
      ranges.push(response.status());
    }
  });
  await watcher.page.goto(`/student/lesson/${sessionId}`);
  await watcher.page.getByRole("button", { name: /Watch the recording/ }).click();
  const player = watcher.page.getByRole("dialog").locator("video");
  await expect(player).toBeVisible();
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1);
  await expectNoAxeViolations(watcher.page);
  const seekedTo = await player.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        element.addEventListener("seeked", () => resolve(element.currentTime), { once: true });
        element.currentTime = element.duration / 2;
      }),
  );
  expect(Math.abs(seekedTo - duration / 2)).toBeLessThan(1);
  // It plays on from there (muted, as a page may start sound only after a gesture).
  await player.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(seekedTo + 0.5);
  expect(ranges).toContain(206);

  for (const person of [host, kid, adminContext, watcher]) await person.context.close();
});
