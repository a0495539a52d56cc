/**
 * A room recorded for real, for the recording fixtures (`__fixtures__/record-fixtures.test-support.ts`),
 * the recording's real-Janus test and the conversion speed measure: the app's own Janus (media-server.ts,
 * recording into `recordingsDir`), and one headless Chromium per person with fake devices running
 * `__fixtures__/record-page.html`, which speaks to Janus as the room's client does. Inside the tests'
 * network namespace only (scripts/netns-run.mjs).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { assertInsideTestNamespace, startEventsSink } from "../media-server/janus-test-support.ts";
import { createMediaServer } from "../media-server/media-server.ts";
import { RECORDING_FIXTURES_DIR } from "./recording-test-support.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export type Step = [seconds: number, step: "join" | "camera" | "screen" | "leave"];
export type Person = {
  who: string;
  feedId: number;
  plan: Step[];
  /** A y4m clip the fake camera shows; unset, Chromium's moving test pattern. */
  cameraFile?: string;
  /** The screen's size asked of getDisplayMedia; unset, whatever it gives. */
  screenSize?: { width: number; height: number };
  /** Whether this person's publishes are recorded (the host's, as the app's socket asks for them). */
  recorded?: boolean;
};
export type PersonLog = { who: string; log: Array<[number, string]> };

export async function startRecordingRoom(options: { workDir: string; recordingsDir: string }) {
  assertInsideTestNamespace();
  const notes: string[] = [];
  const done: Array<(body: PersonLog) => void> = [];
  const page = readFileSync(path.join(RECORDING_FIXTURES_DIR, "record-page.html"));
  const pages = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      if (request.method === "POST" && request.url === "/note") notes.push(body);
      else if (request.method === "POST" && request.url === "/done") done.shift()?.(JSON.parse(body));
      else response.setHeader("content-type", "text/html");
      response.end(request.method === "GET" ? page : undefined);
    });
  });
  await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(pages.address() as { port: number }).port}`;
  const sink = await startEventsSink();
  const quiet = { debug() {}, info() {}, warn: console.warn, error: console.error };
  const media = createMediaServer(
    {
      mode: "own",
      binary: "/usr/bin/janus",
      workDir: path.join(options.workDir, "janus"),
      iceInterface: process.env.JANUS_ICE_INTERFACE ?? "10.77.0.1",
      rtpPorts: { min: 20000, max: 20199 },
      appOrigin: origin,
      iceServers: [],
      recordingsDir: options.recordingsDir,
    },
    quiet,
  );
  await media.start(sink.url);

  const browser = (person: Person, config: Record<string, unknown>): ChildProcess =>
    spawn(
      CHROMIUM,
      [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
        ...(person.cameraFile ? [`--use-file-for-fake-video-capture=${person.cameraFile}`] : []),
        "--auto-accept-this-tab-capture",
        "--auto-select-desktop-capture-source=Entire screen",
        `--user-data-dir=${path.join(options.workDir, `profile-${person.who}-${Date.now()}`)}`,
        `${origin}/?config=${encodeURIComponent(JSON.stringify(config))}`,
      ],
      { stdio: ["ignore", "ignore", process.env.FIXTURE_DEBUG ? "inherit" : "ignore"] },
    );

  return {
    media,
    /** What the pages said so far (each step, each error). */
    notes,
    /** Makes the room (recording), runs each person's plan from the same moment, and answers their logs. */
    async record(room: number, people: Person[]): Promise<PersonLog[]> {
      const expires = new Date(Date.now() + 3_600_000);
      const mediaRoom = { room, secret: `room-${room}` };
      await media.ensureRoom({ ...mediaRoom, publishers: people.length + 1, description: `room ${room}` });
      // Chromium takes a few seconds to start: every person's plan counts from the same moment after it.
      const startAt = Date.now() + 6_000;
      const logs: Array<Promise<PersonLog>> = [];
      const browsers: ChildProcess[] = [];
      for (const person of people) {
        const uid = `${person.who}-${room}`;
        const roomToken = media.roomToken(room, uid, expires);
        await media.allowToken(mediaRoom, roomToken);
        logs.push(new Promise((resolve) => done.push(resolve)));
        browsers.push(
          browser(person, {
            wsUrl: media.ownWebSocketUrl?.(),
            sessionToken: media.sessionToken(uid, expires),
            roomToken,
            room,
            recorded: person.recorded ?? false,
            roomSecret: mediaRoom.secret,
            feedId: person.feedId,
            display: person.who,
            plan: person.plan,
            startAt,
            screenSize: person.screenSize ?? null,
            screenColour: "#00ff00",
            debug: Boolean(process.env.FIXTURE_DEBUG),
          }),
        );
      }
      try {
        return await Promise.all(logs);
      } finally {
        for (const child of browsers) child.kill("SIGTERM");
        await media.destroyRoom(mediaRoom);
      }
    },
    async close() {
      await media.stop();
      await sink.close();
      await new Promise((resolve) => pages.close(resolve));
    },
  };
}

/** The stays of one person from its page's log: each "joined" to the "left" after it. */
export function staysOf(log: PersonLog): Array<{ from: Date; to: Date }> {
  const stays: Array<{ from: Date; to: Date }> = [];
  for (const [at, what] of log.log) {
    if (what === "joined") stays.push({ from: new Date(at), to: new Date(at) });
    if (what === "left" && stays.length > 0) stays.at(-1)!.to = new Date(at);
  }
  return stays;
}
