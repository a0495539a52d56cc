import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { companies } from "../companies/companies.table.ts";
import { users } from "../users/users.table.ts";

/**
 * The record that a family account was erased (DECISIONS.md: a family's data rights): when, by whom (the
 * family itself, or the admin who acted on its request) and its company — nothing that names the family.
 */
export const accountErasures = pgTable(
  "account_erasures",
  {
    id: serial().primaryKey(),
    /** "self" (the family on /account) or "admin" (on the family's request). */
    requestedBy: text({ enum: ["self", "admin"] }).notNull(),
    erasedBy: integer().references(() => users.id, { onDelete: "set null" }),
    companyId: integer().references(() => companies.id, { onDelete: "set null" }),
    erasedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The erased account's own moments, so the employer's report keeps counting it in the right months
     * (accounts created and activated, families adding children) — moments, never who.
     */
    accountCreatedAt: timestamp({ withTimezone: true }),
    accountActivatedAt: timestamp({ withTimezone: true }),
    childrenAddedAt: timestamp({ withTimezone: true }).array().notNull().default(sql`'{}'::timestamptz[]`),
    /**
     * When the children's attended one-to-one sessions took place: those sessions go with the child
     * (decision 013), so the report's "sessions attended" keeps them from here.
     */
    oneToOneAttendedAt: timestamp({ withTimezone: true }).array().notNull().default(sql`'{}'::timestamptz[]`),
  },
  (table) => [index().on(table.erasedAt)],
);
