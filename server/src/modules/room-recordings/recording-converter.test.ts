import { execFileSync, spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { NothingRecorded } from "./recording-converter.port.ts";
import { createRecordingConverter } from "./recording-converter.ts";
import {
  type CopiedRecording,
  copyRecordingFixture,
  type RecordingFixtureName,
} from "./recording-test-support.ts";

const scratch = mkdtempSync(path.join(tmpdir(), "recording-converter-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const converter = createRecordingConverter();
let rooms = 0;

async function prepare(name: RecordingFixtureName) {
  rooms += 1;
  const folder = path.join(scratch, `case-${rooms}`);
  const rawFolder = path.join(folder, "raw", String(9000 + rooms));
  const copied = await copyRecordingFixture(name, rawFolder, {
    janusRoomId: 9000 + rooms,
    hostFeedId: 31,
    childFeedIds: [47],
  });
  const request = { ...copied, rawFolder, workFolder: path.join(folder, "work") };
  return { copied, request };
}

const staysSeconds = (copied: CopiedRecording) =>
  copied.hostStays.reduce((total, stay) => total + (stay.to.getTime() - stay.from.getTime()) / 1000, 0);

/** Every frame at 2 per second, as 16×9 RGB pixels. */
function framePixels(video: string): number[][][] {
  const raw = execFileSync("ffmpeg", [
    ...["-v", "error", "-i", video, "-vf", "fps=2,scale=16:9:flags=area", "-f", "rawvideo"],
    ...["-pix_fmt", "rgb24", "-"],
  ]);
  const frames: number[][][] = [];
  for (let offset = 0; offset + 16 * 9 * 3 <= raw.length; offset += 16 * 9 * 3) {
    const pixels: number[][] = [];
    for (let pixel = 0; pixel < 16 * 9; pixel += 1) {
      const at = offset + pixel * 3;
      pixels.push([raw[at]!, raw[at + 1]!, raw[at + 2]!]);
    }
    frames.push(pixels);
  }
  return frames;
}

/** The centre pixel's colour name: blue (tutor's camera), green (screen), red (child), black or other. */
function centre(frame: number[][]): string {
  const [r = 0, g = 0, b = 0] = frame[4 * 16 + 8]!;
  if (b > 150 && r < 80 && g < 80) return "blue";
  if (g > 100 && r < 100 && b < 80) return "green";
  if (r > 150 && g < 80 && b < 80) return "red";
  if (r < 30 && g < 30 && b < 30) return "black";
  return "other";
}

const isRed = ([r = 0, g = 0, b = 0]: number[]) => r > 120 && g < 90 && b < 90;

function meanVolume(video: string): number {
  const run = spawnSync(
    "ffmpeg",
    ["-hide_banner", "-nostats", "-i", video, "-af", "volumedetect", "-f", "null", "-"],
    {
      encoding: "utf8",
    },
  );
  return Number(/mean_volume: (-?[\d.]+) dB/.exec(run.stderr)?.[1] ?? "-999");
}

// Real conversions: a few seconds each on a quiet machine, far longer when the test run loads it.
describe("the recording converter (janus-pp-rec, ffmpeg, ffprobe on raw files recorded by Janus)", {
  timeout: 120_000,
}, () => {
  it("makes the tutor's camera and screen, with the tutor's sound, into one MP4 as long as the tutor's stay", async () => {
    const { copied, request } = await prepare("tutor-and-child");
    // A file that is not one of the tutor's kept parts is never read: made unreadable, the conversion does
    // not notice; and a child's camera renamed like the tutor's own files is not taken for the tutor's.
    const childVideo = copied.files.find((name) => name.includes("-user-47-") && name.includes("-video-"))!;
    const forged = `videoroom-${copied.janusRoomId}-user-31-${Date.now()}000-video-1.mjr`;
    copyFileSync(path.join(request.rawFolder, childVideo), path.join(request.rawFolder, forged));
    writeFileSync(path.join(request.rawFolder, childVideo), "not a recording");
    chmodSync(path.join(request.rawFolder, childVideo), 0o000);
    expect(request.hostParts.some((part) => forged.startsWith(part))).toBe(false);
    const result = await converter.convert(request);

    expect(Math.abs(result.durationSeconds - staysSeconds(copied))).toBeLessThan(0.5);
    expect(path.dirname(result.videoPath)).toBe(request.workFolder);
    expect(path.dirname(result.thumbnailPath)).toBe(request.workFolder);
    const streams = execFileSync("ffprobe", [
      ...["-v", "error", "-show_entries", "stream=codec_name", "-of", "csv=p=0", result.videoPath],
    ]).toString();
    expect(streams.split("\n").filter(Boolean)).toEqual(["h264", "aac"]);
    // +faststart: the index (moov) comes before the media (mdat).
    const head = readFileSync(result.videoPath).subarray(0, 4096).toString("latin1");
    expect(head.indexOf("moov")).toBeGreaterThan(0);
    expect(head.indexOf("moov")).toBeLessThan(head.indexOf("mdat") === -1 ? 4096 : head.indexOf("mdat"));

    const frames = framePixels(result.videoPath);
    const seen = frames.map(centre);
    // Black until the tutor's first frame, then the camera, the screen (with the camera in its corner), the camera.
    expect(seen).toContain("blue");
    expect(seen).toContain("green");
    expect(seen.at(-1)).toBe("blue");
    expect(seen.indexOf("green")).toBeGreaterThan(seen.indexOf("blue"));
    // Within the screen share, the camera shows small in the bottom right corner.
    const screenFrames = frames.filter((_, index) => seen[index] === "green");
    const corner = screenFrames[Math.floor(screenFrames.length / 2)]![7 * 16 + 14]!;
    expect(corner[2]).toBeGreaterThan(150);
    expect(corner[0]).toBeLessThan(80);
    expect(frames.flat().filter(isRed)).toEqual([]);

    expect(meanVolume(result.videoPath)).toBeGreaterThan(-50);
    expect(readFileSync(result.thumbnailPath).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it("makes a lesson held in two parts into one video of both, without the gap", async () => {
    const { copied, request } = await prepare("two-parts");
    expect(copied.hostStays).toHaveLength(2);
    const result = await converter.convert(request);
    const gap = (copied.hostStays[1]!.from.getTime() - copied.hostStays[0]!.to.getTime()) / 1000;
    expect(gap).toBeGreaterThan(2);
    expect(Math.abs(result.durationSeconds - staysSeconds(copied))).toBeLessThan(0.5);
    const seen = framePixels(result.videoPath).map(centre);
    // The camera shows in each part (the first part ends about 4 s in).
    const firstPart = (copied.hostStays[0]!.to.getTime() - copied.hostStays[0]!.from.getTime()) / 1000;
    expect(seen.slice(0, Math.floor(firstPart * 2))).toContain("blue");
    expect(seen.slice(Math.ceil(firstPart * 2) + 2)).toContain("blue");
    expect(seen).not.toContain("red");
    expect(meanVolume(result.videoPath)).toBeGreaterThan(-50);
  });

  it("answers NothingRecorded when no file of the tutor falls within the stays", async () => {
    const { copied, request } = await prepare("tutor-and-child");
    for (const name of copied.files.filter((file) => file.includes("-user-31-"))) {
      unlinkSync(path.join(request.rawFolder, name));
    }
    await expect(converter.convert(request)).rejects.toBeInstanceOf(NothingRecorded);
    const later = await prepare("tutor-and-child");
    const after = new Date(later.copied.hostStays[0]!.to.getTime() + 3_600_000);
    const outside = [{ from: after, to: new Date(after.getTime() + 60_000) }];
    await expect(converter.convert({ ...later.request, hostStays: outside })).rejects.toBeInstanceOf(
      NothingRecorded,
    );
    const empty = path.join(scratch, "empty");
    await expect(
      converter.convert({ ...later.request, rawFolder: empty, workFolder: path.join(scratch, "empty-work") }),
    ).rejects.toBeInstanceOf(NothingRecorded);
  });

  it("fails on damaged raw files with a reason an admin can read", async () => {
    const { request } = await prepare("corrupt");
    const failure = await converter.convert(request).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(NothingRecorded);
    expect((failure as Error).message).toMatch(
      /^The raw recording videoroom-\d+-user-31-\d+-(audio|video)-\d\.mjr is damaged \(.+\)\.$/,
    );
  });

  it("stops its tools when the conversion is aborted", async () => {
    const { request } = await prepare("tutor-and-child");
    const controller = new AbortController();
    const running = converter
      .convert({ ...request, signal: controller.signal })
      .catch((error: Error) => error);
    const toolsOf = (what: string) =>
      readdirSync("/proc")
        .filter((entry) => /^\d+$/.test(entry))
        .filter((pid) => {
          try {
            return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(what);
          } catch {
            return false;
          }
        });
    // Stopped while ffmpeg makes the video (the longest step).
    const video = path.join(request.workFolder, "recording.mp4");
    await expect.poll(() => toolsOf(video), { timeout: 20_000, interval: 10 }).not.toEqual([]);
    controller.abort();
    const failure = await running;
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe("Making the video was stopped.");
    expect(toolsOf(request.workFolder)).toEqual([]);
  });
});
