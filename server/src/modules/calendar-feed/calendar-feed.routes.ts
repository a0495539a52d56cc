/**
 * The family calendar feed (DECISIONS.md "Family calendar feed", decision 025): a family turns it on,
 * replaces or turns off its address under /api/family/calendar-feed, and calendar programs fetch
 * GET /calendar/{token}.ics without signing in, revalidating with If-None-Match.
 */
import type { FastifyReply } from "fastify";
import { calendarFeedStatusSchema, calendarFeedUrlSchema } from "#shared/schemas/calendar-feed.ts";
import { z } from "#shared/zod.ts";
import { defaultRateLimits } from "../../context.ts";
import {
  deniedResponses,
  errorResponses,
  familyAccess,
  publicRateLimited,
  routeModule,
} from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";
import { FEED_REFRESH_SECONDS } from "./calendar-feed.service.ts";

/** How long a calendar program (or a proxy on the family's side only) may reuse the feed without asking. */
const FEED_MAX_AGE_SECONDS = 5 * 60;

export default routeModule((app, { config, services: { calendarFeed } }) => {
  app.get(
    "/api/family/calendar-feed",
    {
      config: familyAccess,
      schema: {
        description:
          "Whether the family's calendar feed is on, since when, and when a calendar program last fetched it. " +
          "The address itself is shown only once, when the feed is turned on or replaced.",
        response: { 200: calendarFeedStatusSchema, ...deniedResponses },
      },
    },
    async (request) => calendarFeed.status(currentUser(request).id),
  );

  app.post(
    "/api/family/calendar-feed",
    {
      config: familyAccess,
      schema: {
        description:
          "Turns the family's calendar feed on with a new unguessable address, answered once. Calling it again " +
          "replaces the address: the old one answers 404 at once.",
        response: { 201: calendarFeedUrlSchema, ...deniedResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await calendarFeed.turnOn(currentUser(request).id)),
  );

  app.delete(
    "/api/family/calendar-feed",
    {
      config: familyAccess,
      schema: {
        description: "Turns the family's calendar feed off: its address answers 404 from now on.",
        response: { 204: z.null(), ...deniedResponses },
      },
    },
    async (request, reply) => {
      await calendarFeed.turnOff(currentUser(request).id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/calendar/:token.ics",
    {
      config: publicRateLimited(
        config.rateLimits.calendarFeed ?? defaultRateLimits.calendarFeed,
        "calendar-feed",
      ),
      schema: {
        tags: ["calendar feed"],
        summary: "A family's calendar feed (iCalendar)",
        description:
          "`text/calendar` (RFC 5545): the sessions the family's children are on (their one-to-one sessions and " +
          "the group sessions booked for them), from 30 days back to the end " +
          "of the year (or of the academic year, when later). Answers 304 to an If-None-Match naming its ETag. " +
          "Unknown, replaced and turned-off addresses answer 404.",
        params: z.object({ token: z.string() }),
        response: errorResponses(404, 429),
      },
    },
    async (request, typedReply) => {
      // The document is text, not JSON: sent past the JSON response schemas the other statuses declare.
      const reply = typedReply as FastifyReply;
      const feed = await calendarFeed.fetch(request.params.token, request.headers["if-none-match"]);
      reply
        .header("etag", feed.etag)
        .header("cache-control", `private, max-age=${Math.min(FEED_MAX_AGE_SECONDS, FEED_REFRESH_SECONDS)}`)
        .header("referrer-policy", "no-referrer");
      if (feed.document === null) return reply.code(304).send();
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", 'inline; filename="sessions.ics"')
        .send(feed.document);
    },
  );
});
