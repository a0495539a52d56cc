/**
 * What the tests against the real Janus (`*.janus.test.ts`, vitest.room.config.ts) share: the guard that
 * keeps them inside the network namespace scripts/netns-run.mjs makes (so no media traffic of a test
 * reaches the machine's real interfaces), an events sink on loopback, and a small Janus client speaking
 * as a browser does, over HTTP or the WebSocket transport.
 */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { networkInterfaces } from "node:os";

/** The Janus program the tests run (Debian's package "janus"). */
export const JANUS_BINARY = "/usr/bin/janus";

/** Refuses to run unless the interfaces are exactly lo, v0 and v1 (scripts/netns-run.mjs). */
export function assertInsideTestNamespace(): void {
  const names = Object.keys(networkInterfaces()).sort();
  if (process.env.ROOM_NETNS !== "1" || names.join(",") !== "lo,v0,v1") {
    throw new Error(
      `The media server's tests run Janus and must run inside their own network namespace (interfaces lo, v0, v1; found ${names.join(", ") || "none"}): start them with \`npm run test:room\` or \`node scripts/netns-run.mjs -- npx vitest run --config vitest.room.config.ts\` as root.`,
    );
  }
  if (!existsSync(JANUS_BINARY)) {
    throw new Error(
      `The media server's tests need Janus at ${JANUS_BINARY}: install Debian's package "janus" (apt-get install janus), or run npm test as root, which installs it.`,
    );
  }
  if (typeof WebSocket !== "function") {
    throw new Error(`The media server's tests need Node 24's WebSocket; this is Node ${process.version}.`);
  }
}

export type EventsSink = {
  url: string;
  posts: Array<{ authorization: string | undefined; body: unknown }>;
  close(): Promise<void>;
};

/** An HTTP server on loopback that keeps what Janus's event handler posts. */
export async function startEventsSink(): Promise<EventsSink> {
  const posts: EventsSink["posts"] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      posts.push({ authorization: request.headers.authorization, body: JSON.parse(body || "null") });
      response.statusCode = 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/api/media-server/events`,
    posts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export type JanusReply = {
  janus: string;
  data?: { id: number };
  error?: { code: number; reason: string };
  plugindata?: { data: Record<string, unknown> };
  /** The admin API's `list_sessions` answer. */
  sessions?: number[];
};

/** One request over Janus's HTTP API, as a browser would send it (no api secret unless given). */
export async function janusHttp(url: string, body: Record<string, unknown>): Promise<JanusReply> {
  const answer = await fetch(url, {
    method: "POST",
    body: JSON.stringify({ transaction: randomUUID(), ...body }),
  });
  return (await answer.json()) as JanusReply;
}

/** A browser's Janus WebSocket (subprotocol janus-protocol, with the app's Origin). */
export type JanusSocket = {
  /** Sends a request and resolves with its answer; for `message`, with the plugin's event (not the ack). */
  send(body: Record<string, unknown>): Promise<JanusReply>;
  /** What Janus sent that answers no request (plugin events, hangups, a destroyed session's notice). */
  events: Array<Record<string, unknown>>;
  close(): void;
};

export function openJanusSocket(url: string, origin: string | null): Promise<JanusSocket> {
  const headers: Record<string, string> = origin ? { origin } : {};
  // Node's WebSocket (undici) takes extra headers; a browser sends its page's Origin by itself.
  const Socket = WebSocket as unknown as new (
    url: string,
    init: { protocols: string[]; headers: Record<string, string> },
  ) => WebSocket;
  const socket = new Socket(url, { protocols: ["janus-protocol"], headers });
  const waiting = new Map<string, (reply: JanusReply) => void>();
  const events: Array<Record<string, unknown>> = [];
  socket.addEventListener("message", (event) => {
    const reply = JSON.parse(String(event.data)) as JanusReply & { transaction?: string };
    if (reply.janus === "ack") return;
    if (!reply.transaction || !waiting.has(reply.transaction)) {
      events.push(reply);
      return;
    }
    waiting.get(reply.transaction)?.(reply);
    waiting.delete(reply.transaction);
  });
  return new Promise((resolve, reject) => {
    socket.addEventListener("open", () =>
      resolve({
        send(body) {
          const transaction = randomUUID();
          return new Promise<JanusReply>((answer, fail) => {
            const timer = setTimeout(() => fail(new Error(`no answer to ${JSON.stringify(body)}`)), 5_000);
            waiting.set(transaction, (reply) => {
              clearTimeout(timer);
              answer(reply);
            });
            socket.send(JSON.stringify({ ...body, transaction }));
          });
        },
        events,
        close: () => socket.close(),
      }),
    );
    socket.addEventListener("error", () => reject(new Error(`WebSocket to ${url} refused`)));
  });
}

/**
 * An SDP offer as a browser publishing a microphone (mid 0) and a camera (mid 1) would send: enough for
 * the VideoRoom to set the publisher's streams up (no media flows: there is no peer behind it).
 */
export function fakePublisherOffer(): string {
  const fingerprint = Array.from({ length: 32 }, (_, index) => (index + 16).toString(16).toUpperCase()).join(
    ":",
  );
  const section = (kind: string, mid: number, payload: number, codec: string, ssrc: number) => [
    `m=${kind} 9 UDP/TLS/RTP/SAVPF ${payload}`,
    "c=IN IP4 0.0.0.0",
    "a=rtcp:9 IN IP4 0.0.0.0",
    "a=ice-ufrag:abcd",
    "a=ice-pwd:abcdefghijklmnopqrstuvwx",
    "a=ice-options:trickle",
    `a=fingerprint:sha-256 ${fingerprint}`,
    "a=setup:actpass",
    `a=mid:${mid}`,
    "a=sendonly",
    "a=rtcp-mux",
    `a=rtpmap:${payload} ${codec}`,
    `a=ssrc:${ssrc} cname:test`,
  ];
  return [
    "v=0",
    "o=- 1 1 IN IP4 127.0.0.1",
    "s=-",
    "t=0 0",
    "a=group:BUNDLE 0 1",
    "a=msid-semantic: WMS *",
    ...section("audio", 0, 111, "opus/48000/2", 1111),
    ...section("video", 1, 96, "VP8/90000", 2222),
    "",
  ].join("\r\n");
}
