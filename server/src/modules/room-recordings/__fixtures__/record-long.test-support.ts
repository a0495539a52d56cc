/**
 * Records a longer lesson for measuring the conversion's speed (docs/decisions/054 "Recording and
 * converter"): a tutor with Chromium's moving fake camera, sharing its fake screen (getDisplayMedia's own
 * size) for the middle half, and a child with camera and microphone, for `LESSON_SECONDS` (default 180) into
 * `OUT` (default /tmp/recording-long). Writes `lesson.json` there (room, feed ids, the tutor's stays).
 * Root, in the namespace:
 *   LESSON_SECONDS=180 OUT=/tmp/recording-long node scripts/netns-run.mjs -- node --experimental-websocket --import tsx server/src/modules/room-recordings/__fixtures__/record-long.test-support.ts
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startRecordingRoom, staysOf } from "../room-browser.test-support.ts";

const seconds = Number(process.env.LESSON_SECONDS ?? 180);
const out = process.env.OUT ?? "/tmp/recording-long";
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true, mode: 0o700 });
const room = await startRecordingRoom({
  workDir: path.join(out, "work"),
  recordingsDir: path.join(out, "raw"),
});
const id = 777;
const logs = await room.record(id, [
  {
    who: "tutor",
    feedId: 1,
    recorded: true,
    plan: [
      [0, "join"],
      [0.2, "camera"],
      [seconds / 4, "screen"],
      [(seconds * 3) / 4, "camera"],
      [seconds, "leave"],
    ],
  },
  {
    who: "child",
    feedId: 2,
    plan: [
      [0.3, "join"],
      [0.5, "camera"],
      [seconds + 0.5, "leave"],
    ],
  },
]);
await room.close();
rmSync(path.join(out, "work"), { recursive: true, force: true });
const stays = staysOf(logs.find((log) => log.who === "tutor")!);
writeFileSync(
  path.join(out, "lesson.json"),
  JSON.stringify(
    {
      rawFolder: path.join(out, "raw", String(id)),
      janusRoomId: id,
      hostFeedId: 1,
      childFeedIds: [2],
      hostStays: stays,
      logs,
    },
    null,
    2,
  ),
);
console.log(room.notes.filter((note) => note.includes("error") || note.includes("screen")).join("\n"));
