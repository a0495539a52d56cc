/**
 * Browsers reach the own Janus's WebSocket through the app's own origin (DECISIONS.md C20, decision 053):
 * Janus listens on loopback only, and `/api/media-server/ws` passes a signed-in browser of this origin on
 * to it. The upgrade request goes through the app's own request handling (`acceptUpgrades`), so the route
 * declared for that path decides with the same session, access rule and error answers as every other call
 * (media-server.routes.ts); once it lets the browser through, `createJanusWsProxy().pipe` opens Janus's
 * WebSocket, accepts the browser's and passes on only the frames the gate allows (janus-gate.ts): the page
 * never speaks to Janus unchecked. Other upgrade paths are left as they were.
 */
import { type IncomingMessage, type Server, ServerResponse } from "node:http";
import type net from "node:net";
import type { Duplex } from "node:stream";
import { WebSocket, WebSocketServer } from "ws";
import type { JanusGate } from "./janus-gate.ts";
import { MAX_FRAME_BYTES } from "./janus-request-fields.ts";

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

/** The subprotocol janus.js asks for and Janus's WebSocket transport answers. */
const JANUS_PROTOCOL = "janus-protocol";

/** The proxy's open sockets, so the app's close ends them (an open WebSocket would hold it). */
export function createJanusWsProxy() {
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    handleProtocols: (protocols) => (protocols.has(JANUS_PROTOCOL) ? JANUS_PROTOCOL : false),
  });
  const open = new Set<WebSocket>();
  return {
    /**
     * Opens Janus's WebSocket at `target` (`ws://127.0.0.1:<port>`) with the app's own origin, then
     * accepts the browser's upgrade and passes frames both ways: the browser's only as `gate` lets them,
     * Janus's untouched (the gate learns the session's and handles' ids from them). `closed` is called once
     * when the browser's socket ends.
     */
    pipe(
      request: IncomingMessage,
      { socket, head }: PendingUpgrade,
      target: string,
      options: { origin: string; gate: JanusGate; closed?: () => void },
    ): void {
      const { gate } = options;
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        options.closed?.();
      };
      const upstream = new WebSocket(target, JANUS_PROTOCOL, {
        origin: options.origin,
        maxPayload: 16 * 1024 * 1024,
      });
      open.add(upstream);
      const unreachable = () => {
        open.delete(upstream);
        socket.end(UNREACHABLE_ANSWER);
        end();
      };
      upstream.once("error", unreachable);
      upstream.once("unexpected-response", () => {
        upstream.removeListener("error", unreachable);
        upstream.on("error", () => {});
        upstream.terminate();
        unreachable();
      });
      // However the browser's connection ends (refused handshake, closed tab), both sides go and the place frees.
      for (const event of ["error", "close"] as const) {
        socket.once(event, () => {
          upstream.terminate();
          open.delete(upstream);
          end();
        });
      }
      upstream.once("open", () => {
        upstream.removeListener("error", unreachable);
        server.handleUpgrade(request, socket, head, (browser) => {
          open.add(browser);
          /** The browser's frames, one after another: a frame waits for the checks of those before it. */
          let queue: Promise<void> = Promise.resolve();
          const closeBoth = () => {
            for (const side of [browser, upstream]) {
              side.terminate();
              open.delete(side);
            }
            end();
          };
          browser.on("message", (data, isBinary) => {
            if (isBinary) {
              browser.close(1003, "The media server speaks JSON text.");
              return;
            }
            const text = data.toString();
            queue = queue
              .then(async () => {
                const outcome = await gate.fromBrowser(text);
                if ("forward" in outcome) {
                  if (upstream.readyState === WebSocket.OPEN) upstream.send(outcome.forward);
                } else if (browser.readyState === WebSocket.OPEN) browser.send(outcome.reply);
              })
              .catch(() => closeBoth());
          });
          upstream.on("message", (data) => {
            const text = data.toString();
            gate.fromJanus(text);
            if (browser.readyState === WebSocket.OPEN) browser.send(text);
          });
          for (const side of [browser, upstream]) {
            side.on("close", closeBoth);
            side.on("error", closeBoth);
          }
        });
      });
    },
    /** Ends every proxied connection (the app is closing). */
    close(): void {
      for (const end of open) end.terminate();
      open.clear();
      server.close();
    },
  };
}
