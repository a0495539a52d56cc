import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { companies } from "../companies/companies.table.ts";
import { users } from "../users/users.table.ts";

/**
 * A company's SCIM bearer tokens (DECISIONS.md "Provisioning"): shown once, only the SHA-256 kept,
 * revocable. A token acts only on its own company's employees.
 */
export const scimTokens = pgTable(
  "scim_tokens",
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** A name the HR manager gives it (e.g. "Entra ID"), shown in the list and the audit. */
    label: text().notNull(),
    tokenHash: text().notNull().unique(),
    createdByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.companyId)],
);

/**
 * What SCIM knows of an employee's account beyond the account itself: the HR system's `externalId` and
 * the name's parts (`name.givenName`, `name.familyName`), so a GET answers what the PUT sent. The
 * account's `fullName` is kept as their join.
 */
export const scimIdentities = pgTable(
  "scim_identities",
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    externalId: text(),
    givenName: text(),
    familyName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex().on(table.companyId, table.externalId)],
);
