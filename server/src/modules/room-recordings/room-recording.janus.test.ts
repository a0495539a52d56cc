import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRawName, readRawHeader } from "./recording-files.ts";
import { type PersonLog, startRecordingRoom } from "./room-browser.test-support.ts";

const work = mkdtempSync(path.join(tmpdir(), "room-recording-"));
const recordingsDir = path.join(work, "room-recordings");
let room: Awaited<ReturnType<typeof startRecordingRoom>>;

beforeAll(async () => {
  room = await startRecordingRoom({ workDir: work, recordingsDir });
});
afterAll(async () => {
  await room?.close();
  rmSync(work, { recursive: true, force: true });
});

describe("a room made by the app records only the host, as asked (real Janus, real Chromium)", () => {
  it("writes the host's sound and video into the room's private folder, each video described as camera or screen, and nothing of a child", async () => {
    const id = 424_242;
    const folder = room.media.recordingFolder(id);
    expect(folder).toBe(path.join(recordingsDir, String(id)));
    const logs: PersonLog[] = await room.record(id, [
      {
        who: "tutor",
        feedId: 71,
        recorded: true,
        plan: [
          [0, "join"],
          [0.2, "camera"],
          [2.5, "screen"],
          [5, "leave"],
        ],
      },
      {
        who: "child",
        feedId: 72,
        plan: [
          [0.2, "join"],
          [0.4, "camera"],
          [5, "leave"],
        ],
      },
    ]);
    expect(
      logs.flatMap((entry) => entry.log.map(([, what]) => what)).filter((what) => what.startsWith("error")),
    ).toEqual([]);

    // Made by the app before Janus wrote into it: only the media server's user (and the app) may enter.
    expect(statSync(folder!).mode & 0o777).toBe(0o700);
    const files = readdirSync(folder!).map((name) => ({ name, parsed: parseRawName(name) }));
    expect(files.every((file) => file.parsed?.room === id)).toBe(true);
    const described = async (feedId: number) => {
      const found: string[] = [];
      for (const file of files.filter((entry) => entry.parsed?.feedId === feedId)) {
        const header = await readRawHeader(path.join(folder!, file.name));
        found.push(
          header.kind === "audio" ? `audio ${header.codec}` : `${header.description} ${header.codec}`,
        );
      }
      return found.sort();
    };
    // The tutor published twice (camera, then camera and screen): two sets of files.
    expect(await described(71)).toEqual([
      "audio opus",
      "audio opus",
      "camera vp8",
      "camera vp8",
      "screen vp8",
    ]);
    // The room records nobody by itself: no file of the child's, not even for the length of the lesson.
    expect(await described(72)).toEqual([]);
  }, 60_000);
});

describe("a DATA_DIR under /var (Janus's protected folders)", () => {
  it("still records: the generated configuration leaves a way through to the recordings folder", async () => {
    const underVar = mkdtempSync("/var/tmp/room-recording-");
    const varRoom = await startRecordingRoom({
      workDir: path.join(underVar, "work"),
      recordingsDir: path.join(underVar, "room-recordings"),
    });
    try {
      const id = 515_151;
      await varRoom.record(id, [
        {
          who: "tutor",
          feedId: 81,
          recorded: true,
          plan: [
            [0, "join"],
            [0.2, "camera"],
            [3, "leave"],
          ],
        },
      ]);
      const folder = varRoom.media.recordingFolder(id)!;
      expect(folder.startsWith("/var/tmp/")).toBe(true);
      const headers = await Promise.all(
        readdirSync(folder).map((name) => readRawHeader(path.join(folder, name))),
      );
      expect(headers.map((header) => `${header.kind} ${header.hasPackets}`).sort()).toEqual([
        "audio true",
        "video true",
      ]);
    } finally {
      await varRoom.close();
      rmSync(underVar, { recursive: true, force: true });
    }
  }, 60_000);
});
