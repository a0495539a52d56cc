/**
 * A forged, edited, expired or other room's token is refused by the media server itself (not only
 * by the app). Each refusal below is Janus's own answer, over the WebSocket transport browsers use (with
 * the app's Origin) and over HTTP.
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
  type EventsSink,
  JANUS_BINARY,
  type JanusSocket,
  janusHttp,
  openJanusSocket,
  startEventsSink,
} from "./janus-test-support.ts";
import { janusRoomToken, janusSessionToken, signJanusToken } from "./janus-tokens.ts";

assertInsideTestNamespace();

const workDir = path.join(tmpdir(), `janus-tokens-test-${process.pid}`);

const origin = "http://127.0.0.1:3000";
const secrets = generateJanusSecrets();
const hour = () => new Date(Date.now() + 3_600_000);
const roomA = { room: 100_000_000_001, secret: "secret-a", publishers: 4, description: "A" };
const roomB = { room: 100_000_000_002, secret: "secret-b", publishers: 4, description: "B" };
let sink: EventsSink;
let supervisor: ReturnType<typeof createJanusSupervisor>;
let janus: JanusEndpoints;
let api: JanusApi;
const sockets: JanusSocket[] = [];

/** Replaces the expiry of a signed token and keeps its signature (what an edit by a browser does). */
function withEditedExpiry(token: string, seconds: number): string {
  return token.replace(/^\d+/, String(seconds));
}

async function socket(): Promise<JanusSocket> {
  const opened = await openJanusSocket(janus.wsUrl, origin);
  sockets.push(opened);
  return opened;
}

/** A browser's session and VideoRoom handle over the WebSocket, opened with a valid core token. */
async function videoroomHandle(uid: string) {
  const token = janusSessionToken(secrets.tokenSecret, uid, hour());
  const ws = await socket();
  const created = await ws.send({ janus: "create", token });
  const session_id = created.data!.id;
  const attached = await ws.send({ janus: "attach", session_id, plugin: "janus.plugin.videoroom", token });
  const handle_id = attached.data!.id;
  return {
    /** A VideoRoom request; the plugin's answer data (with `error_code` when refused). */
    async videoroom(body: Record<string, unknown>) {
      const reply = await ws.send({ janus: "message", session_id, handle_id, token, body });
      if (reply.janus === "error") return { error_code: reply.error!.code };
      return reply.plugindata!.data;
    },
    join(room: number, feedId: number, roomToken: string) {
      return this.videoroom({
        request: "join",
        ptype: "publisher",
        room,
        id: feedId,
        display: "x",
        token: roomToken,
      });
    },
  };
}

beforeAll(async () => {
  sink = await startEventsSink();
  supervisor = createJanusSupervisor({
    binary: JANUS_BINARY,
    workDir,
    secrets,
    appOrigin: origin,
    eventsUrl: sink.url,
    rtpPorts: { min: 20050, max: 20099 },
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
  });
  await api.ensureRoom(roomA);
  await api.ensureRoom(roomB);
});

afterAll(async () => {
  for (const opened of sockets) opened.close();
  await api?.close();
  await supervisor?.stop();
  await sink?.close();
  await rm(workDir, { recursive: true, force: true });
});

describe("the core (session) token, checked by Janus", () => {
  it("opens a session over the WebSocket with a valid token and reaches the VideoRoom", async () => {
    const ws = await socket();
    const token = janusSessionToken(secrets.tokenSecret, "ticket-1", hour());
    const created = await ws.send({ janus: "create", token });
    expect(created.janus).toBe("success");
    const attached = await ws.send({
      janus: "attach",
      session_id: created.data!.id,
      plugin: "janus.plugin.videoroom",
      token,
    });
    expect(attached.janus).toBe("success");
  });

  it("refuses forged, edited, expired, room and missing tokens with 403, over the WebSocket and HTTP", async () => {
    const valid = janusSessionToken(secrets.tokenSecret, "ticket-1", hour());
    const refused = {
      forged: janusSessionToken("not-the-secret", "ticket-1", hour()),
      edited: withEditedExpiry(valid, Math.floor(Date.now() / 1000) + 7_200),
      expired: janusSessionToken(secrets.tokenSecret, "ticket-1", new Date(Date.now() - 1_000)),
      roomToken: janusRoomToken(secrets.tokenSecret, roomA.room, "ticket-1", hour()),
      otherUid: `${valid.split(":")[0]!.replace("uid=ticket-1", "uid=ticket-2")}:${valid.split(":")[1]}`,
    };
    const ws = await socket();
    for (const [kind, token] of Object.entries(refused)) {
      const overSocket = await ws.send({ janus: "create", token });
      const overHttp = await janusHttp(janus.httpUrl, { janus: "create", token });
      expect({ kind, socket: overSocket.error?.code, http: overHttp.error?.code }).toEqual({
        kind,
        socket: 403,
        http: 403,
      });
    }
    expect((await ws.send({ janus: "create" })).error?.code).toBe(403);
  });

  it("refuses a token for another plugin when it attaches to the VideoRoom (405)", async () => {
    const ws = await socket();
    const token = signJanusToken(secrets.tokenSecret, hour(), ["janus", "janus.plugin.echotest"]);
    const created = await ws.send({ janus: "create", token });
    const attached = await ws.send({
      janus: "attach",
      session_id: created.data!.id,
      plugin: "janus.plugin.videoroom",
      token,
    });
    expect(attached.error?.code).toBe(405);
  });

  it("accepts WebSockets only from the app's origin", async () => {
    await expect(openJanusSocket(janus.wsUrl, "http://evil.example")).rejects.toThrow("refused");
    await expect(openJanusSocket(janus.wsUrl, null)).rejects.toThrow("refused");
  });
});

describe("the room token, checked by the VideoRoom", () => {
  it("lets a valid, allowed token of that room join", async () => {
    const token = janusRoomToken(secrets.tokenSecret, roomA.room, "ticket-join", hour());
    await api.allowed(roomA, "add", [token]);
    const handle = await videoroomHandle("ticket-join");
    expect(await handle.join(roomA.room, 1001, token)).toMatchObject({ videoroom: "joined", id: 1001 });
  });

  it("refuses another room's token (433), even one on that room's allowed list", async () => {
    const tokenB = janusRoomToken(secrets.tokenSecret, roomB.room, "ticket-b", hour());
    await api.allowed(roomB, "add", [tokenB]);
    await api.allowed(roomA, "add", [tokenB]);
    const handle = await videoroomHandle("ticket-b");
    expect(await handle.join(roomA.room, 1002, tokenB)).toMatchObject({ error_code: 433 });
  });

  it("refuses forged, edited and expired room tokens (433) although the app put them on the list", async () => {
    const valid = janusRoomToken(secrets.tokenSecret, roomA.room, "ticket-f", hour());
    const refused = [
      janusRoomToken("not-the-secret", roomA.room, "ticket-f", hour()),
      withEditedExpiry(valid, Math.floor(Date.now() / 1000) + 7_200),
      janusRoomToken(secrets.tokenSecret, roomA.room, "ticket-f", new Date(Date.now() - 1_000)),
      valid.replace(`room=${roomA.room}`, `room=${roomB.room}`),
    ];
    await api.allowed(roomA, "add", refused);
    const handle = await videoroomHandle("ticket-f");
    for (const [index, token] of refused.entries()) {
      expect({ index, answer: await handle.join(roomA.room, 1010 + index, token) }).toMatchObject({
        index,
        answer: { error_code: 433 },
      });
    }
  });

  it("refuses a valid token that is not on the room's allowed list (433)", async () => {
    const token = janusRoomToken(secrets.tokenSecret, roomA.room, "ticket-waiting", hour());
    const handle = await videoroomHandle("ticket-waiting");
    const answer = await handle.join(roomA.room, 1003, token);
    expect(answer).toMatchObject({ error_code: 433 });
    expect(String((answer as { error?: string }).error)).toContain("allowed");
  });

  it("refuses the same token a second time once the app took it off the list (single use)", async () => {
    const token = janusRoomToken(secrets.tokenSecret, roomA.room, "ticket-once", hour());
    await api.allowed(roomA, "add", [token]);
    const firstHandle = await videoroomHandle("ticket-once");
    expect(await firstHandle.join(roomA.room, 1004, token)).toMatchObject({ videoroom: "joined" });
    await api.allowed(roomA, "remove", [token]);
    const secondHandle = await videoroomHandle("ticket-once");
    expect(await secondHandle.join(roomA.room, 1005, token)).toMatchObject({ error_code: 433 });
  });
});

describe("what only the app may do", () => {
  it("refuses server calls without the api secret (403), and the admin API without its secret (403)", async () => {
    expect((await janusHttp(janus.httpUrl, { janus: "create" })).error?.code).toBe(403);
    expect((await janusHttp(janus.httpUrl, { janus: "create", apisecret: "wrong" })).error?.code).toBe(403);
    expect((await janusHttp(janus.httpUrl, { janus: "create", apisecret: secrets.apiSecret })).janus).toBe(
      "success",
    );
    expect((await janusHttp(janus.adminUrl, { janus: "list_sessions" })).error?.code).toBe(403);
    expect(
      (await janusHttp(janus.adminUrl, { janus: "list_sessions", admin_secret: "janusoverlord" })).error
        ?.code,
    ).toBe(403);
  });

  it("refuses to create a room without the admin key (429) or with a wrong one (433)", async () => {
    const handle = await videoroomHandle("ticket-creator");
    expect(await handle.videoroom({ request: "create", room: 100_000_000_009 })).toMatchObject({
      error_code: 429,
    });
    expect(
      await handle.videoroom({ request: "create", room: 100_000_000_009, admin_key: "guess" }),
    ).toMatchObject({
      error_code: 433,
    });
    await expect(api.videoroom({ request: "create", room: 100_000_000_009 })).rejects.toThrow("Janus 429");
  });

  it("refuses a browser's kick without the room secret (429 missing, 433 wrong)", async () => {
    const handle = await videoroomHandle("ticket-kicker");
    expect(await handle.videoroom({ request: "kick", room: roomA.room, id: 1001 })).toMatchObject({
      error_code: 429,
    });
    expect(
      await handle.videoroom({ request: "kick", room: roomA.room, id: 1001, secret: "guess" }),
    ).toMatchObject({
      error_code: 433,
    });
  });
});
