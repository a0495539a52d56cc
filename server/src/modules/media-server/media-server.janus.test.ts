/**
 * The port as the app uses it, over its own real Janus: started after the app listens, rooms and the
 * allowed list through it, a browser joining with the tokens it signs, restarts told, and stopped.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  assertInsideTestNamespace,
  type EventsSink,
  JANUS_BINARY,
  type JanusSocket,
  openJanusSocket,
  startEventsSink,
} from "./janus-test-support.ts";
import { JANUS_SYSTEM_USER, janusRunAs } from "./janus-user.ts";
import { createMediaServer, MEDIA_SERVER_WS_PATH, type RealMediaServer } from "./media-server.ts";

assertInsideTestNamespace();

const workDir = path.join(tmpdir(), `media-server-test-${process.pid}`);
const origin = "http://127.0.0.1:3000";
const room = { room: 300_000_000_001, secret: "room-secret" };
const hour = () => new Date(Date.now() + 3_600_000);
let sink: EventsSink;
let media: RealMediaServer;
const sockets: JanusSocket[] = [];

/** The pid of the Janus started from this test's work folder (from /proc). */
function ownJanusPid(): number | null {
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (commandLine[0] === JANUS_BINARY && commandLine.some((part) => part.startsWith(workDir))) {
        return Number(entry);
      }
    } catch {
      // The process ended meanwhile.
    }
  }
  return null;
}

/** A browser opening its session with the ticket's tokens and joining as a publisher. */
async function browserJoins(uid: string, feedId: number, roomToken: string) {
  const url = media.ownWebSocketUrl();
  if (!url) throw new Error("no WebSocket to reach");
  const ws = await openJanusSocket(url, origin);
  sockets.push(ws);
  const token = media.sessionToken(uid, hour());
  const session_id = (await ws.send({ janus: "create", token })).data!.id;
  const handle_id = (await ws.send({ janus: "attach", session_id, plugin: "janus.plugin.videoroom", token }))
    .data!.id;
  const answer = await ws.send({
    janus: "message",
    session_id,
    handle_id,
    token,
    body: {
      request: "join",
      ptype: "publisher",
      room: room.room,
      id: feedId,
      display: "1",
      token: roomToken,
    },
  });
  return answer.plugindata?.data;
}

beforeAll(async () => {
  sink = await startEventsSink();
  media = createMediaServer(
    {
      mode: "own",
      binary: JANUS_BINARY,
      workDir,
      iceInterface: process.env.JANUS_ICE_INTERFACE ?? "10.77.0.1",
      rtpPorts: { min: 20150, max: 20199 },
      appOrigin: origin,
      iceServers: [],
    },
    { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
  );
});

afterAll(async () => {
  for (const ws of sockets) ws.close();
  await media?.stop();
  await sink?.close();
  await rm(workDir, { recursive: true, force: true });
});

describe("the media server port over the own Janus", () => {
  it("is unavailable until started, then available with the WebSocket the proxy forwards to", async () => {
    expect(media.available).toBe(false);
    await media.start(sink.url);
    expect(media.available).toBe(true);
    expect(media.status()).toEqual({ available: true, mode: "own", reason: null, howToEnable: null });
    expect(media.browserUrl).toBe(MEDIA_SERVER_WS_PATH);
    expect(media.ownWebSocketUrl()).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
  });

  it("runs its Janus as a system user of its own, which owns the room's folder and cannot write the app's files", async () => {
    const pid = ownJanusPid();
    expect(pid).not.toBeNull();
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
    const user = await janusRunAs();
    expect(user?.name).toBe(JANUS_SYSTEM_USER);
    expect(uid).toBe(user!.uid);
    expect(uid).not.toBe(0);
    // Its configuration is readable to it and not writable.
    const runDir = readdirSync(workDir).find((name) => name.startsWith("janus-run-"))!;
    const runInfo = statSync(path.join(workDir, runDir));
    expect(runInfo.uid).toBe(user!.uid);
    expect(runInfo.mode & 0o777).toBe(0o500);
    // As that user, nothing can be written beside the app's files (the work folder is the app's).
    const tried = spawnSync("setpriv", [
      `--reuid=${user!.uid}`,
      `--regid=${user!.gid}`,
      "--clear-groups",
      "touch",
      path.join(workDir, "owned"),
    ]);
    expect(tried.status).not.toBe(0);
  });

  it("lets in a token on the room's allowed list once, and not after it is taken off", async () => {
    await media.ensureRoom({ ...room, publishers: 4, description: "Lesson" });
    const token = media.roomToken(room.room, "ticket-1", hour());
    expect(await browserJoins("ticket-1", 11, token)).toMatchObject({ error_code: 433 });
    await media.allowToken(room, token);
    expect(await browserJoins("ticket-1", 12, token)).toMatchObject({ videoroom: "joined", id: 12 });
    await media.disallowToken(room, token);
    expect(await browserJoins("ticket-1", 13, token)).toMatchObject({ error_code: 433 });
    // The room's participants as the media server has them (presence is checked against this list).
    expect(await media.participantsOf(room)).toEqual([12]);
    await media.kick(room, 12);
    await expect.poll(() => media.participantsOf(room)).toEqual([]);
    expect(await media.participantsOf({ room: 300_000_000_999, secret: "none" })).toBeNull();
  });

  it("accepts the events its Janus posts and no others", async () => {
    const deadline = Date.now() + 3_000;
    while (sink.posts.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(media.eventsAuthorised(sink.posts[0]?.authorization)).toBe(true);
    expect(media.eventsAuthorised(`Basic ${Buffer.from("janus:guess").toString("base64")}`)).toBe(false);
    expect(media.eventsAuthorised(undefined)).toBe(false);
  });

  it("tells onRestart when its Janus had to be restarted, and makes rooms again afterwards", async () => {
    let restarts = 0;
    media.onRestart(() => {
      restarts += 1;
    });
    const before = media.ownWebSocketUrl();
    process.kill(ownJanusPid()!, "SIGKILL");
    const deadline = Date.now() + 8_000;
    while (restarts === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(restarts).toBe(1);
    expect(media.available).toBe(true);
    expect(media.ownWebSocketUrl()).not.toBe(before);
    await media.ensureRoom({ ...room, publishers: 4, description: "Lesson" });
    const token = media.roomToken(room.room, "ticket-2", hour());
    await media.allowToken(room, token);
    expect(await browserJoins("ticket-2", 21, token)).toMatchObject({ videoroom: "joined" });
  });

  it("stops its Janus with the app", async () => {
    await media.stop();
    expect(media.available).toBe(false);
    expect(media.status()).toMatchObject({ available: false, mode: "own" });
    expect(media.ownWebSocketUrl()).toBeNull();
    expect(ownJanusPid()).toBeNull();
  });
});
