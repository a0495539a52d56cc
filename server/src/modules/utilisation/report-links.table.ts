import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { companies } from "../companies/companies.table.ts";
import { users } from "../users/users.table.ts";

/**
 * A read-only link to a company's utilisation report for its HR contact (`/reports/{token}`, no sign-in).
 * Only the SHA-256 of the token is stored; valid until `expiresAt` (at most 90 days) or until revoked.
 */
export const reportLinks = pgTable(
  "report_links",
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex().on(table.tokenHash), index().on(table.companyId)],
);
