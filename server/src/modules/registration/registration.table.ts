import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { companies } from "../companies/companies.table.ts";
import { users } from "../users/users.table.ts";

export const registrationCodes = pgTable(
  "registration_codes",
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    role: text({ enum: ["parent"] })
      .notNull()
      .default("parent"),
    maxUses: integer().notNull(),
    uses: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When an admin revoked the code (decision 048): from then on it registers no one, like an unknown code. */
    revokedAt: timestamp({ withTimezone: true }),
    revokedBy: integer().references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [index().on(table.companyId)],
);

export const invitations = pgTable(
  "invitations",
  {
    id: serial().primaryKey(),
    /** No longer written: emptied by migration 0009, kept until a later release drops it. */
    token: text().unique(),
    /** SHA-256 of the invitation link's token; the token itself is only ever in the e-mail. */
    tokenHash: text().unique(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    fullName: text().notNull(),
    email: text().notNull(),
    /** The role the invitation makes: a family (`parent`) or, invited by an admin, an HR manager (`hr`). */
    role: text({ enum: ["parent", "hr"] })
      .notNull()
      .default("parent"),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    usedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.companyId, table.createdAt)],
);
