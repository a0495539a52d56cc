/** Calendar feed failures. */
import { CALENDAR_FEED_ERROR_CODES } from "#shared/schemas/calendar-feed.ts";
import { notFound } from "../../errors.ts";

/** An unknown, replaced or turned-off feed address: the same answer, whichever it was. */
export const calendarFeedNotFound = () =>
  notFound("This calendar feed does not exist or has been turned off.", CALENDAR_FEED_ERROR_CODES.notFound);
