/**
 * The app's client of Janus's API against the real Janus: rooms made private with signed tokens and an
 * allowed list, the host's moderation reaching the child's streams, kick, ending a browser's session, and
 * the client's own session made again when Janus forgot it.
 */
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJanusApi, type JanusApi } from "./janus-api.ts";
import { generateJanusSecrets } from "./janus-config.ts";
import { createJanusSupervisor, type JanusEndpoints } from "./janus-process.ts";
import {
  assertInsideTestNamespace,
  fakePublisherOffer,
  JANUS_BINARY,
  type JanusSocket,
  janusHttp,
  openJanusSocket,
} from "./janus-test-support.ts";
import { janusRoomToken, janusSessionToken } from "./janus-tokens.ts";

assertInsideTestNamespace();

const workDir = path.join(tmpdir(), `janus-api-test-${process.pid}`);
const origin = "http://127.0.0.1:3000";
const secrets = generateJanusSecrets();
const hour = () => new Date(Date.now() + 3_600_000);
const room = { room: 200_000_000_001, secret: "room-secret", publishers: 4, description: "Lesson 7" };
let supervisor: ReturnType<typeof createJanusSupervisor>;
let janus: JanusEndpoints;
let api: JanusApi;
let sessionsLost = 0;
const sockets: JanusSocket[] = [];

/** A browser in the room as a publisher with microphone and camera (streams set up, no media). */
async function publisher(feedId: number) {
  const uid = `ticket-${feedId}`;
  const token = janusSessionToken(secrets.tokenSecret, uid, hour());
  const roomToken = janusRoomToken(secrets.tokenSecret, room.room, uid, hour());
  await api.allowed(room, "add", [roomToken]);
  const ws = await openJanusSocket(janus.wsUrl, origin);
  sockets.push(ws);
  const session_id = (await ws.send({ janus: "create", token })).data!.id;
  const handle_id = (await ws.send({ janus: "attach", session_id, plugin: "janus.plugin.videoroom", token }))
    .data!.id;
  const joined = await ws.send({
    janus: "message",
    session_id,
    handle_id,
    token,
    body: { request: "join", ptype: "publisher", room: room.room, id: feedId, token: roomToken },
  });
  expect(joined.plugindata?.data).toMatchObject({ videoroom: "joined", id: feedId });
  const published = await ws.send({
    janus: "message",
    session_id,
    handle_id,
    token,
    body: { request: "publish" },
    jsep: { type: "offer", sdp: fakePublisherOffer() },
  });
  expect(published.plugindata?.data).toMatchObject({ configured: "ok" });
  return { ws, session_id, token };
}

/** The VideoRoom events a browser got, of one kind. */
function pluginEvents(ws: JanusSocket) {
  return ws.events
    .map((event) => (event.plugindata as { data?: Record<string, unknown> } | undefined)?.data)
    .filter((data): data is Record<string, unknown> => data !== undefined);
}

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 200));
}

beforeAll(async () => {
  supervisor = createJanusSupervisor({
    binary: JANUS_BINARY,
    workDir,
    secrets,
    appOrigin: origin,
    eventsUrl: "http://127.0.0.1:9/api/media-server/events",
    rtpPorts: { min: 20100, max: 20149 },
    iceInterface: process.env.JANUS_ICE_INTERFACE ?? "10.77.0.1",
    log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
  });
  janus = await supervisor.start();
  api = createJanusApi({
    httpUrl: () => janus.httpUrl,
    adminUrl: () => janus.adminUrl,
    apiSecret: secrets.apiSecret,
    adminSecret: secrets.adminSecret,
    adminKey: secrets.adminKey,
    onSessionLost: () => {
      sessionsLost += 1;
    },
  });
});

afterAll(async () => {
  for (const ws of sockets) ws.close();
  await api?.close();
  await supervisor?.stop();
  await rm(workDir, { recursive: true, force: true });
});

describe("the app's Janus API client", () => {
  it("makes a private room once, with the publishers asked and recording locked", async () => {
    await api.ensureRoom(room);
    await api.ensureRoom(room);
    const hidden = await api.videoroom({ request: "list" });
    expect(hidden.list).toEqual([]);
    const listed = await api.videoroom({ request: "list", admin_key: secrets.adminKey });
    expect(listed.list).toEqual([
      expect.objectContaining({
        room: room.room,
        description: "Lesson 7",
        is_private: true,
        require_pvtid: true,
        lock_record: true,
        max_publishers: 4,
        record: false,
      }),
    ]);
  });

  it("mutes a child's microphone or camera on the media server, stream by stream", async () => {
    const child = await publisher(31);
    expect(await api.publisherStreams(room.room, 31)).toEqual([
      { type: "audio", mid: "0" },
      { type: "video", mid: "1" },
    ]);
    await api.moderate(room, 31, { audio: true });
    await api.moderate(room, 31, { video: true, audio: false });
    await settle();
    const moderation = pluginEvents(child.ws)
      .filter((data) => data.moderation)
      .map((data) => ({ mid: data.mid, moderation: data.moderation }));
    expect(moderation).toEqual([
      { mid: "0", moderation: "muted" },
      { mid: "0", moderation: "unmuted" },
      { mid: "1", moderation: "muted" },
    ]);
    // A feed that is not (or no longer) in the room has nothing to moderate.
    await expect(api.moderate(room, 999, { audio: true })).resolves.toBeUndefined();
  });

  it("kicks a publisher out of the room, and a second kick is harmless", async () => {
    const child = await publisher(32);
    await api.kick(room, 32);
    await settle();
    expect(pluginEvents(child.ws)).toContainEqual(
      expect.objectContaining({ leaving: "ok", reason: "kicked" }),
    );
    await expect(api.kick(room, 32)).resolves.toBeUndefined();
    expect((await api.listParticipants(room.room)).map((participant) => participant.id)).not.toContain(32);
  });

  it("ends a browser's Janus session through the admin API", async () => {
    const child = await publisher(33);
    await api.destroySession(child.session_id);
    const keepalive = await child.ws.send({
      janus: "keepalive",
      session_id: child.session_id,
      token: child.token,
    });
    expect(keepalive.error?.code).toBe(458);
    await expect(api.destroySession(child.session_id)).resolves.toBeUndefined();
  });

  it("makes its own session again when Janus no longer knows it", async () => {
    const sessions = (
      await janusHttp(janus.adminUrl, { janus: "list_sessions", admin_secret: secrets.adminSecret })
    ).sessions as number[];
    for (const id of sessions) await api.destroySession(id);
    expect((await api.videoroom({ request: "exists", room: room.room })).exists).toBe(true);
    expect(sessionsLost).toBe(1);
  });

  it("destroys the room, and a second destroy is harmless", async () => {
    await api.destroyRoom(room);
    expect((await api.videoroom({ request: "exists", room: room.room })).exists).toBe(false);
    await expect(api.destroyRoom(room)).resolves.toBeUndefined();
  });
});
