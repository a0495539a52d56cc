/**
 * The media server's event handler posts here (docs/decisions/053 "Attendance from the room"): Janus's
 * sampleevh, with HTTP Basic credentials the app gave it. Refused posts are answered before their body
 * is read. Accepted ones are read into the port's events here, where Janus's format is known, and handed
 * to the lesson room's events service; they answer 204 once handled (a failure answers an error, and the
 * media server posts them again: handling is idempotent).
 */
import { z } from "#shared/zod.ts";
import { AppError } from "../../errors.ts";
import { errorResponses, publicAccess, routeModule } from "../../http/route-options.ts";
import { parseJanusEvents } from "./janus-events.ts";

/** A batch of the media server's events: generous for a busy room, bounded all the same. */
export const MEDIA_EVENTS_BODY_LIMIT = 4 * 1024 * 1024;

export const mediaEventsRefused = () =>
  new AppError(401, "The media server's credentials are wrong.", "MEDIA_SERVER_UNAUTHORIZED", {
    "www-authenticate": 'Basic realm="media-server-events"',
  });

export default routeModule((app, { media, services: { roomEvents } }) => {
  app.post(
    "/api/media-server/events",
    {
      config: publicAccess,
      bodyLimit: MEDIA_EVENTS_BODY_LIMIT,
      // Checked before the body is read: a refused post costs no parsing.
      onRequest: async (request) => {
        if (!media.eventsAuthorised(request.headers.authorization)) throw mediaEventsRefused();
      },
      schema: {
        description:
          "The media server's event handler (Janus sampleevh, HTTP Basic): a JSON array of its events, from " +
          "which the lesson room keeps who is in it. 401 without the media server's credentials.",
        response: { 204: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await roomEvents.handle(parseJanusEvents(request.body, new Date()));
      return reply.code(204).send(null);
    },
  );
});
