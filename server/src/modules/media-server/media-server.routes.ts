/**
 * The media server's calls (docs/decisions/053): its status for the admin dashboard, and the WebSocket
 * path by which browsers reach the own Janus through the app's origin (janus-ws-proxy.ts). The events
 * Janus posts are the lesson room's (room-events.routes.ts).
 */
import { mediaServerStatusSchema } from "#shared/schemas/lesson-room.ts";
import { badRequest, forbidden, serviceUnavailable } from "../../errors.ts";
import {
  adminAccess,
  deniedResponses,
  errorResponses,
  routeModule,
  signedInAccess,
} from "../../http/route-options.ts";
import { acceptUpgrades, createJanusWsProxy, pendingUpgrade } from "./janus-ws-proxy.ts";
import { MEDIA_SERVER_WS_PATH } from "./media-server.ts";

export default routeModule((app, { config, media }) => {
  const appOrigin = new URL(config.appUrl).origin;
  const proxy = createJanusWsProxy();
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
          "The media server's WebSocket (subprotocol janus-protocol) for a signed-in browser of the app's own origin: the upgrade is passed on to the own Janus. 400 for a request that is not a WebSocket upgrade, 403 from another origin, 503 while the own Janus is not running.",
        response: { ...errorResponses(400, 403), ...deniedResponses },
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
      const target = media.ownWebSocketUrl?.() ?? null;
      if (!target) throw serviceUnavailable("The lesson room's media server is not running.");
      reply.hijack();
      proxy.pipe(request.raw, upgrade, target);
    },
  );
});
