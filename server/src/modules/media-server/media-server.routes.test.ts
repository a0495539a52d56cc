/**
 * The media server's calls on the real app (PGlite): the admin's status, and the WebSocket path that
 * passes a signed-in browser of the app's origin, holding a ticket to a lesson room, on to Janus through
 * the gate. Janus is stood in for by a small WebSocket echo server on loopback, because what is tested here
 * is the proxy (the real Janus behind it is tested in the network namespace: e2e/room/room-security.spec.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocketServer } from "ws";
import type { RoomTicket } from "#shared/schemas/lesson-room.ts";
import { createFakeMediaServer } from "../../test/fake-media-server.ts";
import { createTestApp, type SignedInUser, setupTestApp, type TestContext } from "../../test/test-app.ts";
import { addChild, book, makeSession, ticketOf } from "../lesson-room/lesson-room.test-support.ts";
import type { MediaServer } from "./media-server.port.ts";
import { unavailableMediaServer } from "./unavailable-media-server.ts";

const APP_ORIGIN = "http://localhost:5000";

/**
 * Stands in for Janus's WebSocket: accepts the `janus-protocol` handshake, greets, and answers each text
 * frame with "echo: <text>"; keeps the handshake's headers it was sent.
 */
function startEchoServer() {
  const handshakes: IncomingHttpHeaders[] = [];
  let server: WebSocketServer | undefined;
  let listening: Promise<string> | undefined;
  return {
    handshakes,
    /** Its address, once it listens (the first call starts it). */
    listen: () => {
      listening ??= new Promise<string>((resolve) => {
        const made = new WebSocketServer({
          port: 0,
          host: "127.0.0.1",
          handleProtocols: (protocols) => (protocols.has("janus-protocol") ? "janus-protocol" : false),
        });
        made.on("connection", (socket, request) => {
          handshakes.push(request.headers);
          socket.send("hello from janus");
          socket.on("message", (data) => socket.send(`echo: ${data.toString()}`));
        });
        made.on("listening", () => resolve(`ws://127.0.0.1:${(made.address() as AddressInfo).port}`));
        server = made;
      });
      return listening;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server?.clients ?? []) client.terminate();
        if (server) server.close(() => resolve());
        else resolve();
      }),
  };
}

const echo = startEchoServer();
let janusUrl: string | null = null;
/** The recording stand-in, with the WebSocket it hands the proxy (the echo server, once it listens). */
const media: MediaServer = { ...createFakeMediaServer(), ownWebSocketUrl: () => janusUrl };
const t = setupTestApp({ appUrl: APP_ORIGIN }, media);
let appPort = 0;
/** A family waiting in a lesson room (its ticket is the media socket's key), and one with no ticket. */
let family: SignedInUser;
let familyTicket: RoomTicket;
let outsider: SignedInUser;

/** A family with a child booked into a lesson whose room is open, and the child's (waiting) ticket. */
async function familyInRoom(app: TestContext) {
  const tutor = await app.asRole("tutor");
  const parent = await app.asRole("parent");
  const session = await makeSession(app, tutor.user.id);
  const child = await addChild(app, parent.user.id);
  await book(app, session.id, child);
  return { parent, ticket: await ticketOf(parent, session.id, { studentId: child.id }) };
}

beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  appPort = (t.app.server.address() as AddressInfo).port;
  ({ parent: family, ticket: familyTicket } = await familyInRoom(t));
  outsider = await t.asRole("parent");
});
afterAll(() => echo.close());

/** A WebSocket upgrade of `path` sent to the app; resolves with the answer when it is not a 101. */
function upgradeRequest(headers: Record<string, string>, path = "/api/media-server/ws") {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get({
      host: "127.0.0.1",
      port: appPort,
      path,
      headers: {
        connection: "Upgrade",
        upgrade: "websocket",
        "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
        "sec-websocket-version": "13",
        "sec-websocket-protocol": "janus-protocol",
        ...headers,
      },
    });
    request.on("upgrade", (_response, socket) => {
      socket.destroy();
      reject(new Error("the upgrade was let through"));
    });
    request.on("response", (response) => {
      let body = "";
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode!, body }));
    });
    request.on("error", reject);
  });
}

/** Opens the app's media-server WebSocket as a browser of the app's origin would, with `cookie`. */
function openSocket(cookie: string, port = appPort) {
  const messages: string[] = [];
  let notify = () => {};
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/media-server/ws`, {
    protocols: ["janus-protocol"],
    headers: { cookie, origin: APP_ORIGIN },
  } as unknown as string[]);
  socket.onmessage = (event) => {
    messages.push(String(event.data));
    notify();
  };
  const opened = new Promise<void>((resolve, reject) => {
    socket.onopen = () => resolve();
    socket.onerror = () => reject(new Error("the WebSocket did not open"));
  });
  /** Waits until `count` messages came. */
  const received = (count: number) =>
    new Promise<string[]>((resolve) => {
      notify = () => {
        if (messages.length >= count) resolve(messages.slice(0, count));
      };
      notify();
    });
  return { socket, opened, received };
}

describe("GET /api/media-server/status", () => {
  it("tells an admin whether the room's media server runs, and if not why and how to enable it", async () => {
    const off = await createTestApp({}, undefined, unavailableMediaServer("No media server is set up."));
    try {
      const admin = await off.asRole("admin");
      const response = await admin.inject({ method: "GET", url: "/api/media-server/status" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        available: false,
        mode: "off",
        reason: "No media server is set up.",
        howToEnable: expect.stringContaining('Debian\'s package "janus"'),
      });
      const parent = await off.asRole("parent");
      expect((await parent.inject({ method: "GET", url: "/api/media-server/status" })).statusCode).toBe(403);
      expect((await off.app.inject({ method: "GET", url: "/api/media-server/status" })).statusCode).toBe(401);
    } finally {
      await off.close();
    }
  });
});

describe("the media server's WebSocket through the app's origin", () => {
  it("refuses an upgrade without a signed-in session, answering 401 and closing", async () => {
    const answer = await upgradeRequest({ origin: APP_ORIGIN });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ message: "You need to sign in to do that." });
    const stale = await upgradeRequest({ origin: APP_ORIGIN, cookie: "sid=not-a-session" });
    expect(stale.status).toBe(401);
  });

  it("refuses a signed-in browser on another origin (or none) with 403", async () => {
    const other = await upgradeRequest({ origin: "https://evil.example", cookie: family.cookie });
    expect(other.status).toBe(403);
    expect(JSON.parse(other.body)).toEqual({
      message: "The media server's WebSocket opens only from this site's own pages.",
      code: "FORBIDDEN",
    });
    expect((await upgradeRequest({ cookie: family.cookie })).status).toBe(403);
  });

  it("answers 503 while there is no Janus to reach, and 400 to a request that is not an upgrade", async () => {
    janusUrl = null;
    const answer = await upgradeRequest({ origin: APP_ORIGIN, cookie: family.cookie });
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({
      message: "The lesson room's media server is not running.",
    });
    const plain = await family.inject({ method: "GET", url: "/api/media-server/ws" });
    expect(plain.statusCode).toBe(400);
  });

  it("refuses a signed-in browser holding no ticket to a lesson room with 403", async () => {
    janusUrl = await echo.listen();
    const answer = await upgradeRequest({ origin: APP_ORIGIN, cookie: outsider.cookie });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({
      message:
        "The media server's WebSocket opens only with a ticket to a lesson room: enter the room first.",
      code: "NO_ROOM_TICKET",
    });
  });

  it("passes Janus's frames on, and the browser's only as the gate allows, keeping the subprotocol", async () => {
    janusUrl = await echo.listen();
    const { socket, opened, received } = openSocket(family.cookie);
    await opened;
    expect(socket.protocol).toBe("janus-protocol");
    expect(await received(1)).toEqual(["hello from janus"]);
    // Answered by the app: no session is open yet, and `info` is never asked of Janus.
    socket.send('{"janus":"keepalive","transaction":"t1","session_id":1}');
    socket.send('{"janus":"info","transaction":"t2"}');
    const create = JSON.stringify({ janus: "create", transaction: "t3", token: familyTicket.token });
    socket.send(create);
    const [, first, second, third] = await received(4);
    expect(JSON.parse(first!)).toEqual({
      janus: "error",
      transaction: "t1",
      error: { code: 403, reason: "Open the media-server session first." },
    });
    expect(JSON.parse(second!)).toMatchObject({ janus: "error", transaction: "t2", error: { code: 403 } });
    expect(third).toBe(`echo: ${create}`);
    socket.close();
    // Janus was asked at its own address, with the browser's origin and handshake but not its cookies.
    const handshake = echo.handshakes.at(-1)!;
    expect(handshake.host).toBe(new URL(janusUrl).host);
    expect(handshake.origin).toBe(APP_ORIGIN);
    expect(handshake["sec-websocket-protocol"]).toBe("janus-protocol");
    expect(handshake.cookie).toBeUndefined();
  });

  it("ends the WebSockets it passes on when the app closes, so they do not hold the shutdown", async () => {
    janusUrl = await echo.listen();
    const own = await createTestApp({ appUrl: APP_ORIGIN }, undefined, media);
    await own.app.listen({ port: 0, host: "127.0.0.1" });
    const { parent } = await familyInRoom(own);
    const { socket, opened, received } = openSocket(
      parent.cookie,
      (own.app.server.address() as AddressInfo).port,
    );
    await opened;
    await received(1);
    const closed = new Promise<void>((resolve) => socket.addEventListener("close", () => resolve()));
    const started = Date.now();
    await own.close();
    await closed;
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("leaves other upgrade paths to the app's ordinary answers", async () => {
    const answer = await upgradeRequest({ origin: APP_ORIGIN, cookie: family.cookie }, "/api/other-ws");
    expect(answer.status).toBe(404);
  });
});

describe("a media server whose WebSocket browsers open on its own address", () => {
  it("is the one other address the pages may connect to (JANUS_PUBLIC_WS_URL)", async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), "media-csp-"));
    writeFileSync(path.join(clientDir, "__spa-fallback.html"), "<!DOCTYPE html><html><body></body></html>");
    const external = await createTestApp({
      clientDir,
      mediaServer: {
        mode: "external",
        httpUrl: "http://10.0.0.5:8088/janus",
        browserUrl: "wss://media.example.org/janus",
        apiSecret: "api",
        tokenSecret: "token",
        adminKey: "key",
        eventsSecret: "events",
        iceServers: [],
      },
    });
    try {
      const page = await external.app.inject({ method: "GET", url: "/room/1" });
      expect(page.headers["content-security-policy"]).toContain(
        "connect-src 'self' wss://media.example.org;",
      );
    } finally {
      await external.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});
