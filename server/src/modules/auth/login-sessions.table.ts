import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../users/users.table.ts";

/**
 * Login sessions (the SQL table keeps its first name, `sessions`); `id` is the SHA-256 of the cookie's
 * token, so a database leak yields no usable cookie. Not the teaching sessions of `scheduled-sessions`.
 */
export const loginSessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index().on(table.userId), index().on(table.expiresAt)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId)],
);

/**
 * Sign-in history (for the account's data export and the rate limits): one row per sign-in attempt that named an
 * existing account. `addressKey` is the client's rate-limit key (an IPv6 client's /64); rows go with the
 * account and are purged after 90 days by housekeeping.
 */
export const signInEvents = pgTable(
  "sign_in_events",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    succeeded: boolean().notNull(),
    addressKey: text().notNull(),
    userAgent: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId, table.at), index().on(table.at)],
);
