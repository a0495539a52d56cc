/**
 * The media server's calls (docs/decisions/053): its status for the admin dashboard, and the WebSocket
 * path by which browsers reach the own Janus through the app's origin (janus-ws-proxy.ts). The events
 * Janus posts are the lesson room's (room-events.routes.ts).
 */
import { mediaServerStatusSchema } from "#shared/schemas/lesson-room.ts";
import { AppError, badRequest, forbidden, serviceUnavailable } from "../../errors.ts";
import {
  adminAccess,
  deniedResponses,
  errorResponses,
  routeModule,
  signedInAccess,
} from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";
import { tokenUid } from "./janus-events.ts";
import { createJanusGate } from "./janus-gate.ts";
import { acceptUpgrades, createJanusWsProxy, pendingUpgrade } from "./janus-ws-proxy.ts";
import { MEDIA_SERVER_WS_PATH } from "./media-server.ts";

/**
 * Media sockets one account may hold open on one app server: a family with two children in one lesson,
 * each page's socket and one being replaced after a drop, with room to spare; a page needs one.
 */
export const MEDIA_SOCKETS_PER_ACCOUNT = 8;

export default routeModule((app, { config, media, services: { roomGate } }) => {
  const appOrigin = new URL(config.appUrl).origin;
  const proxy = createJanusWsProxy();
  /** Open media sockets by account, on this server. */
  const openSockets = new Map<number, number>();
  acceptUpgrades(app.server, MEDIA_SERVER_WS_PATH, app.routing);
  // Open WebSockets would hold the server's close: they end first.
  app.addHook("preClose", async () => proxy.close());

  app.get(
    "/api/media-server/status",
    {
      config: adminAccess,
      schema: {
        description:
          "Whether the lesson room's media server is running, which kind (the app's own Janus, one run elsewhere, or none), and when it is not, why and how to enable it.",
        response: { 200: mediaServerStatusSchema, ...deniedResponses },
      },
    },
    async () => media.status(),
  );

  app.get(
    MEDIA_SERVER_WS_PATH,
    {
      config: signedInAccess,
      schema: {
        description:
          "The media server's WebSocket (subprotocol janus-protocol) for a signed-in browser of the app's own origin that holds a ticket to a lesson room it can still use; every request the page sends is checked against what its ticket's role needs before it reaches the media server. 400 for a request that is not a WebSocket upgrade, 403 from another origin or without a usable ticket, 429 when the account has too many media sockets open, 503 while the own Janus is not running.",
        response: { ...errorResponses(400, 403, 429), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const upgrade = pendingUpgrade(request.raw);
      if (!upgrade) {
        throw badRequest("This address opens the media server's WebSocket: connect to it with a WebSocket.");
      }
      if (request.headers.origin !== appOrigin) {
        throw forbidden("The media server's WebSocket opens only from this site's own pages.");
      }
      const account = currentUser(request).id;
      // The place is taken before anything is awaited, so sockets opened at once are counted at once.
      const held = openSockets.get(account) ?? 0;
      if (held >= MEDIA_SOCKETS_PER_ACCOUNT) {
        throw new AppError(
          429,
          `You have ${MEDIA_SOCKETS_PER_ACCOUNT} lesson room connections open already: close one of the room's pages and try again.`,
          "TOO_MANY_MEDIA_SOCKETS",
        );
      }
      openSockets.set(account, held + 1);
      const release = () => {
        const now = (openSockets.get(account) ?? 1) - 1;
        if (now <= 0) openSockets.delete(account);
        else openSockets.set(account, now);
      };
      let target: string | null;
      try {
        if (!(await roomGate.mayConnect(account))) {
          throw forbidden(
            "The media server's WebSocket opens only with a ticket to a lesson room: enter the room first.",
            "NO_ROOM_TICKET",
          );
        }
        target = media.ownWebSocketUrl?.() ?? null;
        if (!target) throw serviceUnavailable("The lesson room's media server is not running.");
      } catch (error) {
        release();
        throw error;
      }
      const gate = createJanusGate({
        openTicket: async (token) => {
          const uid = tokenUid(token, { kind: "core" });
          return uid === null
            ? { refused: "This is not a ticket to a lesson room." }
            : roomGate.openTicket(account, uid, token);
        },
        recordPart: (part) => roomGate.recordPart(part),
      });
      reply.hijack();
      proxy.pipe(request.raw, upgrade, target, {
        origin: appOrigin,
        gate,
        closed: release,
      });
    },
  );
});
