import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

const OUTBOX_STATUSES = ["pending", "sent", "failed", "logged"] as const;

/**
 * Every e-mail the product sends is recorded here first, then sent over SMTP or logged: a durable queue
 * that whichever server is up works through, retrying with back-off.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    kind: text().notNull(),
    status: text({ enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** When the queue may try this e-mail (again): now for new mail, later after a failed try (back-off). */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A server that claimed the e-mail holds it until then; after that another server may take it over. */
    lockedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.status, table.nextAttemptAt), index().on(table.to)],
);
