/**
 * The family calendar feed's addresses, apart from the feed's zod schemas in `calendar-feed.ts`, which
 * re-exports them: /account's calendar feed section does not load zod (decision 055).
 */

/** The feed's address on the server (outside /api: calendar programs fetch it without signing in). */
export const calendarFeedPath = (token: string) => `/calendar/${token}.ics`;

/** `webcal://…` for an `http(s)://…` feed address: calendar programs subscribe to it instead of downloading. */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, "webcal://");
