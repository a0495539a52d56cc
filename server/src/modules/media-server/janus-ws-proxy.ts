/**
 * Browsers reach the own Janus's WebSocket through the app's own origin (DECISIONS.md C20, decision 053):
 * Janus listens on loopback only, and `/api/media-server/ws` passes a signed-in browser of this origin on
 * to it. The upgrade request goes through the app's own request handling (`acceptUpgrades`), so the route
 * declared for that path decides with the same session, access rule and error answers as every other call
 * (media-server.routes.ts); once it lets the browser through, `createJanusWsProxy().pipe` opens Janus's
 * WebSocket over plain TCP and passes the bytes both ways untouched (the handshake's `Sec-WebSocket-*`
 * headers and the `janus-protocol` subprotocol included). Other upgrade paths are left as they were.
 */
import { type IncomingMessage, type Server, ServerResponse } from "node:http";
import net from "node:net";
import type { Duplex } from "node:stream";

/** A WebSocket upgrade waiting for the route's answer: the browser's connection and its first bytes. */
export type PendingUpgrade = { socket: Duplex; head: Buffer };

const pending = new WeakMap<IncomingMessage, PendingUpgrade>();

/** The browser's connection when this request is a WebSocket upgrade `acceptUpgrades` took; else undefined. */
export function pendingUpgrade(request: IncomingMessage): PendingUpgrade | undefined {
  return pending.get(request);
}

const pathOf = (url: string | undefined) => (url ?? "").split("?")[0];

/** Node's choice of which requests with `Upgrade` become upgrades (Node 24.9+; older Nodes upgrade them all). */
type UpgradeChoosingServer = Server & { shouldUpgradeCallback?: (request: IncomingMessage) => boolean };

/**
 * Takes the WebSocket upgrades of `path` off `server` and hands each to `handle` (the app's request
 * handler) with a response written on the upgrading connection, so a refusal is an ordinary answer and
 * the connection closes after it. Upgrades of other paths stay as they were: still ordinary requests
 * (Node 24.9+), or another `upgrade` listener's.
 */
export function acceptUpgrades(
  server: Server,
  path: string,
  handle: (request: IncomingMessage, response: ServerResponse) => void,
): void {
  const ours = (request: IncomingMessage) => pathOf(request.url) === path;
  const choosing = server as UpgradeChoosingServer;
  const previous = choosing.shouldUpgradeCallback;
  if (previous) {
    choosing.shouldUpgradeCallback = function (this: Server, request) {
      return ours(request) || (server.listenerCount("upgrade") > 1 && previous.call(this, request));
    };
  }
  server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!ours(request)) {
      // An older Node upgrades every request with `Upgrade`: with no other listener, nothing answers it.
      if (server.listenerCount("upgrade") === 1)
        socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n");
      return;
    }
    pending.set(request, { socket, head });
    const response = new ServerResponse(request);
    response.shouldKeepAlive = false;
    response.assignSocket(socket as net.Socket);
    response.once("finish", () => {
      response.detachSocket(socket as net.Socket);
      socket.end();
    });
    socket.once("error", () => socket.destroy());
    handle(request, response);
  });
}

/** The handshake headers Janus needs from the browser's; the cookies and everything else stay here. */
const FORWARDED_HEADERS = [
  "sec-websocket-key",
  "sec-websocket-version",
  "sec-websocket-protocol",
  "sec-websocket-extensions",
  "origin",
] as const;

/** The browser's upgrade request as Janus gets it: its own address, the handshake headers only. */
export function janusHandshake(request: IncomingMessage, target: URL): string {
  const lines = [
    `GET ${target.pathname}${target.search} HTTP/1.1`,
    `Host: ${target.host}`,
    "Upgrade: websocket",
    "Connection: Upgrade",
  ];
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === "string") lines.push(`${name}: ${value}`);
  }
  return `${lines.join("\r\n")}\r\n\r\n`;
}

const UNREACHABLE_BODY = JSON.stringify({
  message: "The media server is not answering. Try again in a moment.",
});
/** Written when Janus cannot be reached: the browser's client retries (its reconnection). */
const UNREACHABLE_ANSWER = [
  "HTTP/1.1 503 Service Unavailable",
  "Content-Type: application/json; charset=utf-8",
  `Content-Length: ${Buffer.byteLength(UNREACHABLE_BODY)}`,
  "Retry-After: 5",
  "Connection: close",
  "",
  UNREACHABLE_BODY,
].join("\r\n");

/** The proxy's open connections, so the app's close ends them (an open WebSocket would hold it). */
export function createJanusWsProxy() {
  const open = new Set<Duplex>();
  return {
    /**
     * Opens Janus's WebSocket at `target` (`ws://127.0.0.1:<port>`) for the browser's upgrade and passes
     * the bytes both ways: Janus's own `101` (or refusal) answers the browser.
     */
    pipe(request: IncomingMessage, { socket, head }: PendingUpgrade, target: string): void {
      const url = new URL(target);
      const upstream = net.connect(Number(url.port) || 80, url.hostname);
      let piping = false;
      open.add(socket);
      open.add(upstream);
      const closeBoth = () => {
        for (const end of [socket, upstream]) {
          end.destroy();
          open.delete(end);
        }
      };
      upstream.once("connect", () => {
        piping = true;
        upstream.write(janusHandshake(request, url));
        if (head.length > 0) upstream.write(head);
        socket.pipe(upstream);
        upstream.pipe(socket);
      });
      upstream.on("error", () => {
        if (piping) return closeBoth();
        open.delete(upstream);
        socket.end(UNREACHABLE_ANSWER);
      });
      upstream.once("close", () => {
        if (piping) closeBoth();
      });
      socket.on("error", closeBoth);
      socket.once("close", closeBoth);
    },
    /** Ends every proxied connection (the app is closing). */
    close(): void {
      for (const end of open) end.destroy();
      open.clear();
    },
  };
}
