/**
 * Recorded videos play well (decision 054 "Playing recorded videos"): a recorded lesson whose
 * video is a file in the product's own storage (as the lesson room publishes them) plays in the
 * browser's own player, and a seek to the middle is served by a range request answered 206 — the
 * browser does not read the file from its start. A real H.264 + AAC MP4, made by ffmpeg at test time.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/checks.ts";
import { DEMO, expect, signIn, test } from "./support/fixtures.ts";

/**
 * 60 s at a constant 1 Mbit/s (about 8 MB): far more than the browser reads ahead, so the middle of the
 * file is only reached by asking for it. A key frame every second, the index at the front (faststart).
 */
function makeVideo(dir: string) {
  const video = path.join(dir, "lesson.mp4");
  const thumbnail = path.join(dir, "thumbnail.jpg");
  execFileSync("ffmpeg", [
    ...["-v", "error", "-y"],
    ...["-f", "lavfi", "-i", "testsrc2=size=320x240:rate=25"],
    ...["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000"],
    ...[
      "-t",
      "60",
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-profile:v",
      "baseline",
      "-pix_fmt",
      "yuv420p",
    ],
    ...["-g", "25", "-b:v", "1M", "-minrate", "1M", "-maxrate", "1M", "-bufsize", "500k"],
    ...["-x264-params", "nal-hrd=cbr", "-c:a", "aac", "-b:a", "64k", "-movflags", "+faststart", video],
  ]);
  execFileSync("ffmpeg", ["-v", "error", "-y", "-ss", "2", "-i", video, "-frames:v", "1", thumbnail]);
  return { video: readFileSync(video), thumbnail: readFileSync(thumbnail) };
}

let files: { video: Buffer; thumbnail: Buffer };
test.beforeAll(() => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "recorded-video-"));
  try {
    files = makeVideo(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Stores a file through the product's upload, as the signed-in tutor; answers its address. */
async function uploadFile(page: Page, name: string, mimeType: string, buffer: Buffer) {
  const response = await page.request.post("/api/files", { multipart: { file: { name, mimeType, buffer } } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { fileUrl: string }).fileUrl;
}

/** The tutor publishes a lesson whose video and thumbnail are files stored here, as the room does. */
async function publishStoredLesson(page: Page, title: string) {
  const videoUrl = await uploadFile(page, "lesson.mp4", "video/mp4", files.video);
  const thumbnail = await uploadFile(page, "thumbnail.jpg", "image/jpeg", files.thumbnail);
  const created = await page.request.post("/api/recorded-lessons", {
    data: { title, subject: "Physics", duration: 1, description: "Waves on a string.", videoUrl, thumbnail },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, videoUrl, thumbnail };
}

/**
 * The lesson goes again once watched: the family library lists every lesson newest first, and other
 * specs running alongside read its first card.
 */
async function deleteLesson(page: Page, id: number) {
  const deleted = await page.request.delete(`/api/recorded-lessons/${id}`);
  expect(deleted.status(), await deleted.text()).toBe(204);
}

type FileAnswer = { range: string | undefined; status: number; contentRange: string | undefined };

/** Every answer the browser gets for the video's address, with the Range it asked for. */
function watchFileAnswers(page: Page, videoUrl: string): FileAnswer[] {
  const answers: FileAnswer[] = [];
  page.on("response", async (response) => {
    if (new URL(response.url()).pathname !== videoUrl) return;
    const headers = await response.request().allHeaders();
    answers.push({
      range: headers.range,
      status: response.status(),
      contentRange: response.headers()["content-range"],
    });
  });
  return answers;
}

const currentTime = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);

/** HTMLMediaElement.HAVE_METADATA: the duration is known. */
const HAVE_METADATA = 1;

const rangeStart = (answer: FileAnswer) =>
  Number(/^bytes=(\d+)-/.exec(answer.range ?? "")?.[1] ?? Number.NaN);

/**
 * Seeks to the middle as soon as the length is known (what a viewer jumping into a long lesson does),
 * then plays (muted: no gesture needed) on from there. On loopback a playing video is read to its end
 * at once, so the seek comes first: with `preload="metadata"` the player has read only the start.
 */
async function seekAndPlay(video: Locator, answers: FileAnswer[]) {
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(HAVE_METADATA);
  const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
  expect(duration).toBeGreaterThan(59);
  expect(duration).toBeLessThan(61);
  // The player's first request asks for the file from its start, as a range.
  await expect.poll(() => answers[0]).toMatchObject({ range: "bytes=0-", status: 206 });
  const before = answers.length;

  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    element.currentTime = element.duration / 2;
    return element.play();
  });
  await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(30);
  const afterSeek = await currentTime(video);
  expect(afterSeek).toBeLessThan(45);
  await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(afterSeek + 0.5);

  // The seek asked for the middle of the file (where the middle of the video lies), answered 206.
  const size = files.video.length;
  const seeks = () => answers.slice(before).filter((answer) => rangeStart(answer) > size / 4);
  await expect.poll(() => seeks().length, { message: JSON.stringify(answers) }).toBeGreaterThan(0);
  const seek = seeks()[0]!;
  expect(seek.status).toBe(206);
  expect(seek.contentRange).toMatch(new RegExp(`^bytes ${rangeStart(seek)}-\\d+/${size}$`));
  expect(rangeStart(seek)).toBeLessThan((size * 3) / 4);
  expect(answers.every((answer) => answer.status === 206)).toBe(true);
}

for (const viewport of [
  { name: "desktop", size: { width: 1280, height: 900 } },
  { name: "390 px phone", size: { width: 390, height: 844 } },
]) {
  test.describe(`a recorded video stored here (${viewport.name})`, () => {
    test.use({ viewport: viewport.size });

    test("a parent watches it in the library's dialog: it plays, and a seek to the middle is a 206 range", async ({
      page: tutorPage,
      browser,
      loginAs,
    }) => {
      const title = `Standing Waves ${viewport.size.width} ${Date.now()}`;
      await loginAs("tutor");
      const lesson = await publishStoredLesson(tutorPage, title);
      const parent = await browser.newContext({ viewport: viewport.size });
      try {
        const page = await parent.newPage();
        await signIn(page, DEMO.parent);
        await page.waitForURL(`**${DEMO.parent.lands}`);

        const answers = watchFileAnswers(page, lesson.videoUrl);
        await page.goto("/parent-portal");
        await page.getByLabel("Search lessons").fill(title);
        await page.getByRole("button", { name: `Watch ${title}` }).click();
        const dialog = page.getByRole("dialog", { name: title });
        const video = dialog.getByLabel(`Video: ${title}`);
        await expect(video).toHaveAttribute("src", lesson.videoUrl);
        await expect(video).toHaveAttribute("poster", lesson.thumbnail);
        await expect(video).toHaveAttribute("preload", "metadata");
        await expect(dialog.locator("iframe")).toHaveCount(0);
        await expectNoAxeViolations(page, { include: '[role="dialog"]' });
        await expectNoSidewaysScroll(page);

        await seekAndPlay(video, answers);

        // Signed out, the same address gives nothing.
        await parent.clearCookies();
        const signedOut = await page.request.get(lesson.videoUrl, { headers: { range: "bytes=0-99" } });
        expect(signedOut.status()).toBe(401);
      } finally {
        await parent.close();
        await deleteLesson(tutorPage, lesson.id);
      }
    });

    test("the tutor watches it on the lesson's own page: it plays, and a seek to the middle is a 206 range", async ({
      page,
      loginAs,
    }) => {
      const title = `Refraction ${viewport.size.width} ${Date.now()}`;
      await loginAs("tutor");
      const lesson = await publishStoredLesson(page, title);
      const answers = watchFileAnswers(page, lesson.videoUrl);
      await page.goto(`/recorded-lessons/${lesson.id}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const video = page.getByLabel(`Video: ${title}`);
      await expect(video).toHaveAttribute("poster", lesson.thumbnail);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      await seekAndPlay(video, answers);
      await deleteLesson(page, lesson.id);
    });
  });
}
