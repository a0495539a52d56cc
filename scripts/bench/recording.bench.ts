/**
 * Recordings made by the room, inside a network namespace of its own (it re-runs
 * itself through scripts/netns-run.mjs, as root, as room.bench.ts does): the room journeys' web server
 * (the built app with its own Janus and a throwaway PostgreSQL) and Debian's Chromium with fake 320×240
 * cameras (the tutor's blue, the children's red). Figures are printed, nothing is judged:
 * 1. A lesson of BENCH_RECORDING_MINUTES (10) with a tutor and BENCH_RECORDING_CHILDREN (2) children, every
 *    camera and microphone on; End Lesson; the time until the session's recorded lesson is published (the
 *    tutor's list polled every 250 ms), with the video's duration as ffprobe measures it.
 * 2. The conversion's speed on that lesson: the raw files (copied as the lesson ended) converted again by
 *    the app's own converter once the browsers have closed, media seconds per wall second, and the CPU
 *    seconds its tools used (which a busy shared machine does not change).
 * 3. The extrapolation to a 60-minute lesson: the 10-minute lesson's time outside the conversion (the job's
 *    wait and polling, storing, publishing) plus 60 minutes of media at the measured speed, and from the
 *    tools' CPU time what a quiet 2-core machine would take (goal ≤ 5 min). The machine's load is printed.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(import.meta.dirname, "../..");
const self = fileURLToPath(import.meta.url);

if (process.env.ROOM_NETNS !== "1") {
  // Janus and Chromium exchange real media: only inside the namespace netns-run makes.
  const child = spawn(
    process.execPath,
    [path.join(root, "scripts/netns-run.mjs"), "--", process.execPath, "--import", "tsx", self],
    { stdio: "inherit", env: process.env },
  );
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await main();
}

async function main() {
  process.env.ROOM_E2E_PORT ??= "5185";
  const { eq } = await import("drizzle-orm");
  const { ROOM_BASE_URL } = await import("../../e2e/room/support/constants.ts");
  const data = await import("../../e2e/room/support/room-data.ts");
  const rec = await import("../../e2e/room/support/recording.ts");
  const { roomRecordingParts, roomRecordings } = await import(
    "../../server/src/modules/room-recordings/room-recordings.table.ts"
  );
  type Page = import("playwright-core").Page;

  const minutes = Number(process.env.BENCH_RECORDING_MINUTES ?? 10);
  const childCount = Number(process.env.BENCH_RECORDING_CHILDREN ?? 2);
  const publishTimeoutMs = Number(process.env.BENCH_RECORDING_TIMEOUT_MINUTES ?? 15) * 60_000;
  const scratch = mkdtempSync(path.join(os.tmpdir(), "recording-bench-"));
  const server = spawn(
    process.execPath,
    ["--import", "tsx", path.join(root, "e2e/room/support/room-server.ts")],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"], env: process.env },
  );
  const stopServer = () => server.kill("SIGTERM");
  process.on("exit", stopServer);
  await waitForHealth(`${ROOM_BASE_URL}/healthz`, server);
  console.log(
    `Recording bench on ${os.cpus().length} cores (load ${os.loadavg()[0]!.toFixed(2)}): a ${minutes}-minute ` +
      `lesson, a tutor and ${childCount} children, 320×240 cameras.`,
  );

  const tutorBrowser = await rec.launchWithCamera(rec.CAMERA_COLOURS.tutor);
  const childBrowser = await rec.launchWithCamera(rec.CAMERA_COLOURS.child);
  try {
    const tutor = await data.createPerson("tutor", "Bench Tutor");
    const sessionId = await data.createSession(tutor, {
      startsInMinutes: 2,
      duration: Math.ceil(minutes) + 30,
    });
    const host = await data.contextFor(tutorBrowser, tutor);
    await enter(host.page, `/room/${sessionId}`);
    const kids: Page[] = [];
    for (let index = 0; index < childCount; index++) {
      const family = await data.createPerson("parent");
      const child = await data.createChild(family, `Child ${index + 1}`);
      await data.book(sessionId, family, child.id);
      const kid = await data.contextFor(childBrowser, family);
      await kid.page.goto(`/room/${sessionId}?child=${child.id}`);
      await kid.page.getByText("Waiting for your tutor to let you in").waitFor({ timeout: 30_000 });
      kids.push(kid.page);
    }
    if (childCount > 0) await host.page.getByRole("button", { name: "Admit all" }).click();
    for (const page of kids) await enter(page);

    const lessonStarted = Date.now();
    while (Date.now() - lessonStarted < minutes * 60_000) await sleep(5_000);

    const db = await data.roomDatabase();
    await host.page
      .getByRole("toolbar", { name: "Lesson controls" })
      .getByRole("button", { name: "End Lesson" })
      .click();
    await host.page.getByRole("dialog").getByRole("button", { name: "End Lesson" }).click();
    const endedAt = Date.now();
    await host.page
      .getByText("This lesson has ended.")
      .waitFor({ timeout: 30_000 })
      .catch(() => {});
    // The raw files as the lesson left them, for the second conversion; then the browsers leave the CPU.
    const rawFolder = await jobRawFolder(sessionId);
    const rawCopy = path.join(scratch, "raw");
    if (existsSync(rawFolder)) cpSync(rawFolder, rawCopy, { recursive: true });
    const cookie = (await host.context.cookies()).map((item) => `${item.name}=${item.value}`).join("; ");
    await tutorBrowser.close();
    await childBrowser.close();

    const lesson = await waitForPublished(sessionId, cookie, publishTimeoutMs);
    const publishSeconds = (Date.now() - endedAt) / 1000;
    const video = await fetch(new URL(lesson.videoUrl!, ROOM_BASE_URL), { headers: { cookie } });
    const videoFile = path.join(scratch, "published.mp4");
    writeFileSync(videoFile, Buffer.from(await video.arrayBuffer()));
    const mediaSeconds = rec.ffprobeDuration(videoFile);
    const stays = await rec.hostStaysFromPresence(sessionId);
    console.log(
      `End Lesson → published recorded lesson: ${publishSeconds.toFixed(1)} s for ${(mediaSeconds / 60).toFixed(2)} ` +
        `minutes of video (the tutor's stays ${(rec.staysSeconds(stays) / 60).toFixed(2)} min, ` +
        `${(Number(video.headers.get("content-length")) / 1e6).toFixed(1)} MB)`,
    );

    // The conversion again, on the copied raw files, timed alone.
    const { createRecordingConverter } = await import(
      "../../server/src/modules/room-recordings/recording-converter.ts"
    );
    const parts = await db
      .select({ fileName: roomRecordingParts.fileName })
      .from(roomRecordingParts)
      .where(eq(roomRecordingParts.sessionId, sessionId));
    const workFolder = path.join(scratch, "work");
    const started = performance.now();
    const cpuBefore = childrenCpuSeconds();
    const converted = await createRecordingConverter().convert({
      rawFolder: rawCopy,
      hostParts: parts.map((part) => part.fileName),
      hostStays: stays,
      workFolder,
    });
    const convertSeconds = (performance.now() - started) / 1000;
    const cpuSeconds = childrenCpuSeconds() - cpuBefore;
    const speed = converted.durationSeconds / convertSeconds;
    const overhead = Math.max(0, publishSeconds - convertSeconds);
    const sixty = overhead + 3600 / speed;
    console.log(
      `Conversion of that lesson alone: ${convertSeconds.toFixed(1)} s for ${converted.durationSeconds.toFixed(1)} s ` +
        `of media — ${speed.toFixed(1)} media seconds per wall second (load ${os.loadavg()[0]!.toFixed(2)})`,
    );
    // The tools' own CPU time does not depend on what else the machine runs: alone on two cores the
    // conversion takes between half of it (both cores busy) and all of it (one core).
    const cpuPerMedia = cpuSeconds / converted.durationSeconds;
    console.log(
      `The conversion's tools used ${cpuSeconds.toFixed(1)} CPU seconds (${cpuPerMedia.toFixed(3)} per media ` +
        `second): a 60-minute lesson needs ${((3600 * cpuPerMedia) / 60).toFixed(1)} CPU minutes, so on a quiet ` +
        `2-core machine ${(overhead / 60 + (1800 * cpuPerMedia) / 60).toFixed(1)}–${(overhead / 60 + (3600 * cpuPerMedia) / 60).toFixed(1)} min ` +
        `End Lesson → published`,
    );
    console.log(
      `Extrapolated from the measured speed, End Lesson → published for a 60-minute lesson: ${(sixty / 60).toFixed(1)} min ` +
        `(${overhead.toFixed(1)} s outside the conversion + ${(3600 / speed).toFixed(0)} s converting; goal ≤ 5 min)`,
    );
  } finally {
    await tutorBrowser.close().catch(() => {});
    await childBrowser.close().catch(() => {});
    stopServer();
    await data.closeRoomDatabase();
    rmSync(scratch, { recursive: true, force: true });
  }

  /** The raw files' folder the job queued at End Lesson holds (`room_recordings.raw_folder`). */
  async function jobRawFolder(sessionId: number) {
    const db = await data.roomDatabase();
    for (let tries = 0; tries < 100; tries++) {
      const [job] = await db
        .select({ rawFolder: roomRecordings.rawFolder })
        .from(roomRecordings)
        .where(eq(roomRecordings.sessionId, sessionId));
      if (job) return job.rawFolder;
      await sleep(100);
    }
    throw new Error("End Lesson queued no recording job within 10 s");
  }

  /** Enters the room (when `url` is given) and turns camera and microphone on. */
  async function enter(page: Page, url?: string) {
    if (url) await page.goto(url);
    const controls = page.getByRole("toolbar", { name: "Lesson controls" });
    await controls.waitFor({ timeout: 30_000 });
    for (const name of ["Camera", "Microphone"]) {
      const button = controls.getByRole("button", { name: new RegExp(`^${name}`) });
      if ((await button.getAttribute("aria-pressed")) !== "true") await button.click();
    }
  }
}

/** Polls the tutor's list (signed in by `cookie`) every 250 ms until the session's recorded lesson is there. */
async function waitForPublished(sessionId: number, cookie: string, timeoutMs: number) {
  const { ROOM_BASE_URL } = await import("../../e2e/room/support/constants.ts");
  type Lesson = import("#shared/schemas/recorded-lessons.ts").RecordedLesson;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${ROOM_BASE_URL}/api/recorded-lessons`, { headers: { cookie } });
    if (!response.ok) throw new Error(`GET /api/recorded-lessons answered ${response.status}`);
    const lesson = ((await response.json()) as Lesson[]).find((item) => item.sessionId === sessionId);
    if (lesson) return lesson;
    if (Date.now() > deadline) throw new Error(`not published within ${timeoutMs / 60_000} minutes`);
    await sleep(250);
  }
}

/** CPU seconds (user + system) of this process's finished child processes (/proc/self/stat's cutime, cstime). */
function childrenCpuSeconds() {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[13]) + Number(fields[14])) / 100; // USER_HZ on Linux
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("the room server stopped before answering");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within two minutes`);
}
