/**
 * Remakes the recording fixtures (README.md beside this file): real raw files recorded by the real Janus,
 * inside the tests' network namespace, from one headless Chromium per person with fake devices showing
 * known colours. Run as root from the repository (about 40 s; FIXTURES_OUT=<folder> writes elsewhere):
 *   node scripts/netns-run.mjs -- node --experimental-websocket --import tsx server/src/modules/room-recordings/__fixtures__/record-fixtures.test-support.ts
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RECORDING_FIXTURES_DIR } from "../recording-test-support.ts";
import { type Person, type Step, startRecordingRoom, staysOf } from "../room-browser.test-support.ts";

/** Where the sets go: this folder, or FIXTURES_OUT (to look at new recordings before replacing these). */
const here = process.env.FIXTURES_OUT ?? RECORDING_FIXTURES_DIR;
const HOST_FEED = 1001;
const CHILD_FEED = 2002;
const SCREEN = { width: 320, height: 240 };

type FixtureSet = { name: string; room: number; tutor: Step[]; child: Step[] };

/** (a) a tutor with camera, then the screen for a few seconds, and a child; (b) a tutor who drops and comes back. */
const SETS: FixtureSet[] = [
  {
    name: "tutor-and-child",
    room: 111,
    tutor: [
      [0, "join"],
      [0.2, "camera"],
      [4, "screen"],
      [8, "camera"],
      [12, "leave"],
    ],
    child: [
      [0.3, "join"],
      [0.5, "camera"],
      [12.5, "leave"],
    ],
  },
  {
    name: "two-parts",
    room: 222,
    tutor: [
      [0, "join"],
      [0.2, "camera"],
      [4, "leave"],
      [7, "join"],
      [7.2, "camera"],
      [11, "leave"],
    ],
    child: [
      [0.3, "join"],
      [0.5, "camera"],
      [11.5, "leave"],
    ],
  },
];

const work = mkdtempSync(path.join(tmpdir(), "recording-fixtures-"));
const recordingsDir = path.join(work, "recordings");
mkdirSync(recordingsDir, { mode: 0o700 });
// Solid colours the tests look for: the tutor's camera blue, the child's red.
const clips = { tutor: path.join(work, "tutor.y4m"), child: path.join(work, "child.y4m") };
for (const [who, colour] of [
  ["tutor", "blue"],
  ["child", "red"],
] as const) {
  execFileSync("ffmpeg", [
    ...["-v", "error", "-f", "lavfi", "-i", `color=c=${colour}:s=320x240:r=10`, "-t", "2"],
    ...["-pix_fmt", "yuv420p", clips[who]],
  ]);
}
const room = await startRecordingRoom({ workDir: work, recordingsDir });
const manifest: Record<string, unknown> = {};
for (const set of SETS) {
  const people: Person[] = [
    {
      who: "tutor",
      feedId: HOST_FEED,
      recorded: true,
      plan: set.tutor,
      cameraFile: clips.tutor,
      screenSize: SCREEN,
    },
    { who: "child", feedId: CHILD_FEED, plan: set.child, cameraFile: clips.child },
  ];
  const logs = await room.record(set.room, people);
  const stays = staysOf(logs.find((entry) => entry.who === "tutor")!);
  const folder = path.join(recordingsDir, String(set.room));
  rmSync(path.join(here, set.name), { recursive: true, force: true });
  cpSync(folder, path.join(here, set.name), { recursive: true });
  manifest[set.name] = {
    room: set.room,
    hostFeedId: HOST_FEED,
    childFeedIds: [CHILD_FEED],
    hostStays: stays.map((stay) => ({ from: stay.from.toISOString(), to: stay.to.toISOString() })),
    files: readdirSync(folder).sort(),
    logs,
  };
}
await room.close();

// (c) A corrupt set: the first part of (a), its tutor's camera file garbage after the magic and its
// microphone file cut short, as a disk fault or a killed media server could leave them.
const corrupt = path.join(here, "corrupt");
rmSync(corrupt, { recursive: true, force: true });
mkdirSync(corrupt);
const first = manifest["tutor-and-child"] as { files: string[]; hostStays: unknown; room: number };
const [audio, video] = first.files.filter((name) => name.includes(`-user-${HOST_FEED}-`));
const source = path.join(here, "tutor-and-child");
writeFileSync(path.join(corrupt, audio!), readFileSync(path.join(source, audio!)).subarray(0, 20));
const videoBytes = readFileSync(path.join(source, video!));
const garbage = Buffer.alloc(Math.min(videoBytes.length, 20_000), 0x5a);
writeFileSync(path.join(corrupt, video!), Buffer.concat([videoBytes.subarray(0, 8), garbage]));
manifest.corrupt = { ...first, files: [audio, video], logs: undefined };
writeFileSync(path.join(here, "recorded.json"), `${JSON.stringify(manifest, null, 2)}\n`);
rmSync(work, { recursive: true, force: true });
console.log(room.notes.join("\n"));
