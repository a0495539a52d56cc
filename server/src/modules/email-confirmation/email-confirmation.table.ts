import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../users/users.table.ts";

/**
 * Links that confirm an account's e-mail address: `id` is the SHA-256 of the link's
 * token, so the table holds nothing a reader could follow; `email` is the address the link was sent to, so
 * a link confirms only that address. Single use, 7 days; purged by housekeeping once expired.
 */
export const emailConfirmationTokens = pgTable(
  "email_confirmation_tokens",
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId), index().on(table.expiresAt)],
);
