import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

const OUTBOX_STATUSES = ["pending", "sent", "failed", "logged"] as const;

/** Every e-mail the product sends is recorded here first, then sent over SMTP or logged. */
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.status), index().on(table.to)],
);
