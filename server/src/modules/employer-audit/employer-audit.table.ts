import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { companies } from "../companies/companies.table.ts";
import { users } from "../users/users.table.ts";

/**
 * Every change made to a company's employees and employer settings by its HR managers, the platform's
 * admins or its SCIM tokens (DECISIONS.md: every change is written to an audit list HR
 * and admins can read). Labels are copied at the time so the list reads the same after the actor or
 * employee goes; an erased account's `targetLabel` is blanked with it.
 */
export const employerAuditEvents = pgTable(
  "employer_audit_events",
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Who acted: an admin, an HR manager, a SCIM token, or the system (a leaver's date coming). */
    actorKind: text({ enum: ["admin", "hr", "scim", "system"] }).notNull(),
    actorUserId: integer().references(() => users.id, { onDelete: "set null" }),
    /** The person's name, or the SCIM token's label, at the time. */
    actorLabel: text().notNull(),
    /** What happened, e.g. `employee.created`, `employee.left`, `scim-token.revoked` (see the writers). */
    action: text().notNull(),
    targetUserId: integer().references(() => users.id, { onDelete: "set null" }),
    /** The employee's e-mail at the time; null when none or once the account was erased. */
    targetLabel: text(),
    /** The fields changed (names only, never secrets), for the reader. */
    detail: jsonb().$type<Record<string, unknown>>(),
  },
  (table) => [index().on(table.companyId, table.at)],
);
