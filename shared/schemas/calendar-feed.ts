/**
 * The family calendar feed (DECISIONS.md "Family calendar feed", decision 025): turning it on answers the
 * feed's address once; its status never carries the token again.
 */
import { z } from "../zod.ts";

/** The feed's address on the server (outside /api: calendar programs fetch it without signing in). */
export const calendarFeedPath = (token: string) => `/calendar/${token}.ics`;

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

/** `webcal://…` for an `http(s)://…` feed address: calendar programs subscribe to it instead of downloading. */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, "webcal://");
