import { createHmac } from "node:crypto";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { readJanusToken } from "./janus-tokens.ts";
import {
  basicAuthorised,
  createMediaServer,
  MEDIA_SERVER_WS_PATH,
  mediaServerAddresses,
} from "./media-server.ts";

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

describe("the media server behind the port (without running Janus)", () => {
  it("checks the event handler's HTTP Basic credentials", () => {
    expect(basicAuthorised(basic("janus", "pw-1"), "pw-1", "janus")).toBe(true);
    expect(basicAuthorised(basic("janus", "pw-2"), "pw-1", "janus")).toBe(false);
    expect(basicAuthorised(basic("other", "pw-1"), "pw-1", "janus")).toBe(false);
    expect(basicAuthorised(basic("anyone", "pw-1"), "pw-1")).toBe(true);
    expect(basicAuthorised(basic("janus", "pw-1x"), "pw-1")).toBe(false);
    expect(basicAuthorised(undefined, "pw-1")).toBe(false);
    expect(basicAuthorised("Bearer pw-1", "pw-1")).toBe(false);
    expect(basicAuthorised(`Basic ${Buffer.from("no-colon").toString("base64")}`, "no-colon")).toBe(false);
  });

  it("with mode off is unavailable and says why", () => {
    // The container hands over its Fastify logger.
    const media = createMediaServer({ mode: "off", reason: "switched off" }, Fastify({ logger: false }).log);
    expect(media.available).toBe(false);
    expect(media.status()).toMatchObject({ available: false, mode: "off", reason: "switched off" });
    expect(media.ownWebSocketUrl()).toBeNull();
  });

  it("with its own Janus not started yet: unavailable, tokens already signed with this run's secret", () => {
    const media = createMediaServer(
      {
        mode: "own",
        binary: "/usr/bin/janus",
        workDir: "/tmp/never-made",
        rtpPorts: { min: 20000, max: 20010 },
        appOrigin: "http://127.0.0.1:3000",
        iceServers: [],
      },
      quiet,
    );
    expect(media.available).toBe(false);
    expect(media.status()).toMatchObject({ available: false, mode: "own" });
    expect(media.browserUrl).toBe(MEDIA_SERVER_WS_PATH);
    expect(media.ownWebSocketUrl()).toBeNull();
    expect(media.sessionToken("ticket-1", new Date(1_795_788_587_000))).toMatch(
      /^1795788587,janus,janus\.plugin\.videoroom,uid=ticket-1:[A-Za-z0-9+/]+=*$/,
    );
    expect(media.eventsAuthorised(basic("janus", "guess"))).toBe(false);
  });

  it("answers each room's recording folder under the recordings folder, or null when rooms are not recorded", () => {
    const own = {
      mode: "own" as const,
      binary: "/usr/bin/janus",
      workDir: "/tmp/never-made",
      rtpPorts: { min: 20000, max: 20010 },
      appOrigin: "http://127.0.0.1:3000",
      iceServers: [],
    };
    const recorded = createMediaServer({ ...own, recordingsDir: "/srv/data/room-recordings" }, quiet);
    expect(recorded.recordingFolder(281_474_976_710_655)).toBe("/srv/data/room-recordings/281474976710655");
    expect(() => recorded.recordingFolder(-1)).toThrow("Not a room id");
    expect(createMediaServer({ ...own, recordingsDir: null }, quiet).recordingFolder(5)).toBeNull();
    expect(createMediaServer(own, quiet).recordingFolder(5)).toBeNull();
    const elsewhere = {
      mode: "external" as const,
      httpUrl: "http://10.0.0.5:8088/janus",
      apiSecret: "a",
      tokenSecret: "t",
      adminKey: "k",
      eventsSecret: "e",
      iceServers: [],
    };
    expect(createMediaServer(elsewhere, quiet).recordingFolder(5)).toBeNull();
    expect(createMediaServer({ ...elsewhere, recordingsDir: "/shared/rec" }, quiet).recordingFolder(5)).toBe(
      "/shared/rec/5",
    );
    expect(createMediaServer({ mode: "off", reason: "off" }, quiet).recordingFolder(5)).toBeNull();
  });

  it("with a Janus run elsewhere: its secrets, its browser URL and its events password", () => {
    const media = createMediaServer(
      {
        mode: "external",
        httpUrl: "http://10.0.0.5:8088/janus",
        browserUrl: "wss://media.example.org/janus",
        wsUrl: "ws://10.0.0.5:8188",
        apiSecret: "api",
        tokenSecret: "token-secret",
        adminKey: "key",
        eventsSecret: "events-pw",
        iceServers: [{ urls: "stun:stun.example.org" }],
        turn: { mode: "external", urls: ["turn:turn.example.org:3478?transport=tcp"], secret: "turn-secret" },
      },
      quiet,
    );
    expect(media.available).toBe(true);
    expect(media.status()).toEqual({ available: true, mode: "external", reason: null, howToEnable: null });
    expect(media.browserUrl).toBe("wss://media.example.org/janus");
    expect(media.ownWebSocketUrl()).toBe("ws://10.0.0.5:8188");
    // Each ticket carries the relay with credentials of its own (TURN REST: expiry:ticket, HMAC-SHA1).
    const expires = new Date("2030-01-01T00:00:00Z");
    const [stun, relay] = media.iceServersFor("ticket-9", expires);
    expect(stun).toEqual({ urls: "stun:stun.example.org" });
    expect(relay).toEqual({
      urls: ["turn:turn.example.org:3478?transport=tcp"],
      username: `${expires.getTime() / 1000}:ticket-9`,
      credential: createHmac("sha1", "turn-secret")
        .update(`${expires.getTime() / 1000}:ticket-9`)
        .digest("base64"),
    });
    const token = media.roomToken(4242, "ticket-9", new Date(Date.now() + 60_000));
    expect(readJanusToken("token-secret", token)).toMatchObject({ room: 4242, uid: "ticket-9" });
    expect(media.eventsAuthorised(basic("janus", "events-pw"))).toBe(true);
    expect(media.eventsAuthorised(basic("janus", "nope"))).toBe(false);
  });

  it("starting with a Janus elsewhere that does not answer only says so in the log", async () => {
    const warnings: string[] = [];
    const media = createMediaServer(
      {
        mode: "external",
        httpUrl: "http://127.0.0.1:9/janus",
        apiSecret: "api",
        tokenSecret: "token-secret",
        adminKey: "key",
        eventsSecret: "events-pw",
        iceServers: [],
      },
      { ...quiet, warn: (message: string) => warnings.push(message) },
    );
    await media.start("http://127.0.0.1:3000/api/media-server/events");
    expect(warnings).toEqual([expect.stringContaining("http://127.0.0.1:9/janus does not answer yet")]);
    expect(media.available).toBe(true);
    await expect(media.moderate({ room: 1, secret: "s" }, 2, { audio: true })).rejects.toThrow(
      "admin API is not configured",
    );
    await media.stop();
  });
});

describe("the relay's peers", () => {
  it("are the address Janus gathers on, or this machine's own, and the one it announces behind NAT", () => {
    expect(mediaServerAddresses("10.77.0.1")).toEqual(["10.77.0.1"]);
    expect(mediaServerAddresses("10.77.0.1", "203.0.113.7")).toEqual(["10.77.0.1", "203.0.113.7"]);
    const own = mediaServerAddresses(undefined);
    expect(own.every((address) => !address.startsWith("127."))).toBe(true);
    expect(mediaServerAddresses("no-such-interface")).toEqual([]);
  });
});
