/**
 * The event parser over what the real Janus posts (sampleevh, grouped): a browser attaches with a
 * ticket's core token, joins with its room token, leaves; another is kicked; a session is destroyed. Set
 * CAPTURE_JANUS_EVENTS to a file to keep the bodies Janus posted (how __fixtures__/events-captured.json
 * was made).
 */
import { writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parseJanusEvents } from "./janus-events.ts";
import {
  assertInsideTestNamespace,
  type EventsSink,
  JANUS_BINARY,
  type JanusSocket,
  openJanusSocket,
  startEventsSink,
} from "./janus-test-support.ts";
import type { MediaEvent } from "./media-server.port.ts";
import { createMediaServer, type RealMediaServer } from "./media-server.ts";

assertInsideTestNamespace();

const workDir = path.join(tmpdir(), `janus-events-test-${process.pid}`);
const origin = "http://127.0.0.1:3000";
const room = { room: 300_000_000_077, secret: "room-secret" };
const expiresAt = () => new Date(Date.now() + 3_600_000);
let sink: EventsSink;
let media: RealMediaServer;
const sockets: JanusSocket[] = [];

/** A browser's media-server session with a ticket's core token, its VideoRoom handle joined as a publisher. */
async function joinAs(uid: string, feedId: number, display: string) {
  const url = media.ownWebSocketUrl();
  if (!url) throw new Error("no WebSocket to reach");
  const ws = await openJanusSocket(url, origin);
  sockets.push(ws);
  const token = media.sessionToken(uid, expiresAt());
  const session_id = (await ws.send({ janus: "create", token })).data!.id as number;
  const handle_id = (await ws.send({ janus: "attach", session_id, plugin: "janus.plugin.videoroom", token }))
    .data!.id as number;
  const roomToken = media.roomToken(room.room, uid, expiresAt());
  await media.allowToken(room, roomToken);
  const joined = await ws.send({
    janus: "message",
    session_id,
    handle_id,
    token,
    body: { request: "join", ptype: "publisher", room: room.room, id: feedId, display, token: roomToken },
  });
  expect(joined.plugindata?.data).toMatchObject({ videoroom: "joined", id: feedId });
  return { ws, session_id, handle_id, token };
}

/**
 * Waits until the posts Janus sent, read by the parser, hold `count` events of people's sessions and
 * rooms (the "restarted" Janus tells on its first start is not one of them).
 */
async function eventsOnceThere(count: number) {
  const deadline = Date.now() + 5_000;
  let events: MediaEvent[] = [];
  while (Date.now() < deadline) {
    events = sink.posts.flatMap((post) => parseJanusEvents(post.body, new Date()));
    if (events.filter((event) => event.kind !== "restarted").length >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return events;
}

beforeAll(async () => {
  sink = await startEventsSink();
  media = createMediaServer(
    {
      mode: "own",
      binary: JANUS_BINARY,
      workDir,
      iceInterface: process.env.JANUS_ICE_INTERFACE ?? "10.77.0.1",
      rtpPorts: { min: 20200, max: 20249 },
      appOrigin: origin,
      iceServers: [],
    },
    { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
  );
  await media.start(sink.url);
  await media.ensureRoom({ ...room, publishers: 4, description: "Lesson" });
});

afterAll(async () => {
  for (const ws of sockets) ws.close();
  await media?.stop();
  await sink?.close();
  await rm(workDir, { recursive: true, force: true });
});

it("reads the real Janus's events: attached and joined by the tokens' uid, left, kicked, session gone", async () => {
  const started = Date.now();
  const child = await joinAs("ticket-child", 41, "I am the tutor");
  const other = await joinAs("ticket-other", 42, "Other");
  await child.ws.send({
    janus: "message",
    session_id: child.session_id,
    handle_id: child.handle_id,
    token: child.token,
    body: { request: "leave" },
  });
  await media.kick(room, 42);
  await other.ws.send({ janus: "destroy", session_id: other.session_id, token: other.token });

  const events = await eventsOnceThere(7);
  if (process.env.CAPTURE_JANUS_EVENTS) {
    writeFileSync(
      process.env.CAPTURE_JANUS_EVENTS,
      `${JSON.stringify(
        sink.posts.map((post) => post.body),
        null,
        2,
      )}\n`,
    );
  }
  // Janus's real-time timestamps, read as the event's time.
  for (const event of events) {
    expect(event.at.getTime()).toBeGreaterThanOrEqual(started - 1_000);
    expect(event.at.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
  }
  const shapes = events.map(({ at: _at, ...event }) => event);
  expect(shapes).toEqual(
    expect.arrayContaining([
      { kind: "attached", janusSessionId: child.session_id, ticketUid: "ticket-child" },
      { kind: "attached", janusSessionId: other.session_id, ticketUid: "ticket-other" },
      // The uid comes from the room token in the event; the display name the browser chose is not read.
      {
        kind: "joined",
        janusSessionId: child.session_id,
        room: room.room,
        feedId: 41,
        ticketUid: "ticket-child",
      },
      {
        kind: "joined",
        janusSessionId: other.session_id,
        room: room.room,
        feedId: 42,
        ticketUid: "ticket-other",
      },
      { kind: "left", room: room.room, feedId: 41, how: "left" },
      { kind: "left", room: room.room, feedId: 42, how: "removed" },
      { kind: "session-gone", janusSessionId: other.session_id },
    ]),
  );
  // In the order they happened: each person's join before its exit.
  const index = (match: (event: (typeof shapes)[number]) => boolean) => shapes.findIndex(match);
  expect(index((event) => event.kind === "joined" && event.feedId === 41)).toBeLessThan(
    index((event) => event.kind === "left" && event.feedId === 41),
  );
});
