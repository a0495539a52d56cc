/**
 * The family calendar feed (DECISIONS.md "Family calendar feed", decision 025): turning it on answers the
 * feed's address once; its status never carries the token again.
 */
import { z } from "../zod.ts";

export { calendarFeedPath, webcalUrl } from "./calendar-feed-addresses.ts";

/** A feed token: 32 random bytes in base64url, 43 characters. Any other shape is an unknown feed. */
export const CALENDAR_FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** `POST /api/family/calendar-feed`: the new address, shown once. */
export const calendarFeedUrlSchema = z.object({ url: z.string() });
export type CalendarFeedUrl = z.infer<typeof calendarFeedUrlSchema>;

/** `GET /api/family/calendar-feed`: whether the feed is on, since when, and when a calendar program last read it. */
export const calendarFeedStatusSchema = z.object({
  enabled: z.boolean(),
  createdAt: z.string().nullable(),
  lastFetchedAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** The feed's failures the client can name. */
export const CALENDAR_FEED_ERROR_CODES = { notFound: "CALENDAR_FEED_NOT_FOUND" } as const;
