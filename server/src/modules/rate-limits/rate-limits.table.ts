import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One fixed-window counter per key (limit name + client address, username or account), shared by every
 * app server: a limit counts across the servers behind a load balancer.
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});
