import { integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../users/users.table.ts";

/**
 * A family's calendar feed (DECISIONS.md: family calendar feed): at most one per account. Only the SHA-256 of
 * the token is stored, so a database leak yields no working feed address; replacing the feed replaces the row.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When a calendar program last fetched the feed, shown on /account so a stale subscription is visible. */
    lastFetchedAt: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex().on(table.tokenHash)],
);
