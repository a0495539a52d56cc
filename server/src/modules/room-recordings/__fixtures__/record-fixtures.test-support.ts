/**
 * Remakes the recording fixtures (README.md beside this file): real raw files recorded by the real Janus,
 * inside the tests' network namespace, from one headless Chromium per person with fake devices showing
 * known colours. Run as root from the repository:
 *   node scripts/netns-run.mjs -- node --experimental-websocket --import tsx server/src/modules/room-recordings/__fixtures__/record-fixtures.ts
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { assertInsideTestNamespace, startEventsSink } from "../../media-server/janus-test-support.ts";
import { createMediaServer } from "../../media-server/media-server.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const COLOURS = { tutor: "blue", child: "red", screen: "#00ff00" } as const;
const HOST_FEED = 1001;
const CHILD_FEED = 2002;

type Plan = Array<[number, "join" | "camera" | "screen" | "leave"]>;
type FixtureSet = { name: string; room: number; tutor: Plan; child: Plan };

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

assertInsideTestNamespace();
const work = mkdtempSync(path.join(tmpdir(), "recording-fixtures-"));
const recordingsDir = path.join(work, "recordings");
mkdirSync(recordingsDir, { mode: 0o700 });
for (const [who, colour] of Object.entries({ tutor: COLOURS.tutor, child: COLOURS.child })) {
  execFileSync(
    "ffmpeg",
    ["-v", "error", "-f", "lavfi", "-i", `color=c=${colour}:s=320x240:r=10`, "-t", "2"].concat([
      "-pix_fmt",
      "yuv420p",
      path.join(work, `${who}.y4m`),
    ]),
  );
}

const done: Array<(body: unknown) => void> = [];
const page = readFileSync(path.join(here, "record-page.html"));
const pages = createServer((request, response) => {
  if (request.method === "POST" && request.url === "/note") {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      console.log(body);
      response.end();
    });
    return;
  }
  if (request.method === "POST" && request.url === "/done") {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      done.shift()?.(JSON.parse(body));
      response.end();
    });
    return;
  }
  response.setHeader("content-type", "text/html");
  response.end(page);
});
await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
const pagePort = (pages.address() as { port: number }).port;
const origin = `http://127.0.0.1:${pagePort}`;
const sink = await startEventsSink();
const log = { debug() {}, info() {}, warn: console.warn, error: console.error };
const media = createMediaServer(
  {
    mode: "own",
    binary: "/usr/bin/janus",
    workDir: path.join(work, "janus"),
    iceInterface: process.env.JANUS_ICE_INTERFACE,
    rtpPorts: { min: 20000, max: 20199 },
    appOrigin: origin,
    iceServers: [],
    recordingsDir,
  },
  log,
);
await media.start(sink.url);
console.log("janus", media.status(), media.ownWebSocketUrl?.(), work);

function browser(who: "tutor" | "child", config: Record<string, unknown>): ChildProcess {
  const url = `${origin}/?config=${encodeURIComponent(JSON.stringify(config))}`;
  return spawn(
    CHROMIUM,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--enable-logging=stderr",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${path.join(work, `${who}.y4m`)}`,
      "--auto-accept-this-tab-capture",
      "--auto-select-desktop-capture-source=Entire screen",
      `--user-data-dir=${path.join(work, `profile-${who}-${Date.now()}`)}`,
      url,
    ],
    { stdio: ["ignore", "ignore", process.env.FIXTURE_DEBUG ? "inherit" : "ignore"] },
  );
}

const manifest: Record<string, unknown> = {};
for (const set of SETS) {
  const expires = new Date(Date.now() + 3_600_000);
  const room = { room: set.room, secret: "fixture-secret" };
  await media.ensureRoom({ ...room, publishers: 4, description: set.name });
  const people = { tutor: HOST_FEED, child: CHILD_FEED } as const;
  const results: Array<Promise<unknown>> = [];
  // Chromium takes a few seconds to start: every person's plan counts from the same moment after it.
  const startAt = Date.now() + 6_000;
  const browsers: ChildProcess[] = [];
  for (const [who, feedId] of Object.entries(people) as Array<["tutor" | "child", number]>) {
    const roomToken = media.roomToken(set.room, `${who}-${set.name}`, expires);
    await media.allowToken(room, roomToken);
    results.push(new Promise((resolve) => done.push(resolve)));
    browsers.push(
      browser(who, {
        wsUrl: media.ownWebSocketUrl?.(),
        sessionToken: media.sessionToken(`${who}-${set.name}`, expires),
        roomToken,
        room: set.room,
        feedId,
        display: who,
        plan: set[who],
        startAt,
        screenColour: COLOURS.screen,
        debug: Boolean(process.env.FIXTURE_DEBUG),
      }),
    );
  }
  console.log("browsers started", set.name);
  const logs = (await Promise.all(results)) as Array<{ who: string; log: Array<[number, string]> }>;
  for (const child of browsers) child.kill("SIGTERM");
  await media.destroyRoom(room);
  const tutorLog = logs.find((entry) => entry.who === "tutor")!.log;
  // The tutor's stays: from each "joined" to the "left" after it, as the join log would hold them.
  const stays: Array<{ from: string; to: string }> = [];
  for (const [at, what] of tutorLog) {
    if (what === "joined") stays.push({ from: new Date(at).toISOString(), to: "" });
    if (what === "left") stays.at(-1)!.to = new Date(at).toISOString();
  }
  const folder = path.join(recordingsDir, String(set.room));
  const target = path.join(here, set.name);
  rmSync(target, { recursive: true, force: true });
  cpSync(folder, target, { recursive: true });
  manifest[set.name] = {
    room: set.room,
    hostFeedId: HOST_FEED,
    childFeedIds: [CHILD_FEED],
    hostStays: stays,
    files: readdirSync(folder).sort(),
    logs,
  };
}
// (c) A corrupt set: the first part of (a), its tutor's camera file garbage after the header and its
// microphone file cut short, as a disk fault or a killed media server could leave them.
const corrupt = path.join(here, "corrupt");
rmSync(corrupt, { recursive: true, force: true });
mkdirSync(corrupt);
const first = manifest["tutor-and-child"] as { files: string[]; hostStays: unknown; room: number };
const [audio, video] = first.files.filter((name) => name.includes(`-user-${HOST_FEED}-`));
const source = path.join(here, "tutor-and-child");
const audioBytes = readFileSync(path.join(source, audio!));
writeFileSync(path.join(corrupt, audio!), audioBytes.subarray(0, 20));
const videoBytes = readFileSync(path.join(source, video!));
const garbage = Buffer.alloc(Math.min(videoBytes.length, 20_000), 0x5a);
writeFileSync(path.join(corrupt, video!), Buffer.concat([videoBytes.subarray(0, 8), garbage]));
manifest.corrupt = { ...first, files: [audio, video], logs: undefined };
writeFileSync(path.join(here, "recorded.json"), `${JSON.stringify(manifest, null, 2)}\n`);
await media.stop();
await sink.close();
pages.close();
rmSync(work, { recursive: true, force: true });
console.log(JSON.stringify(manifest, null, 2));
