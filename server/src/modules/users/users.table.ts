import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { USER_ROLES } from "#shared/schemas/users.ts";
import { companies } from "../companies/companies.table.ts";

export const users = pgTable(
  "users",
  {
    id: serial().primaryKey(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    email: text().notNull(),
    fullName: text().notNull(),
    role: text({ enum: USER_ROLES }).notNull().default("parent"),
    profileImage: text(),
    companyId: integer().references(() => companies.id, { onDelete: "set null" }),
    isActivated: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    mustChangePassword: boolean().notNull().default(false),
    /**
     * The e-mail was made up by the system (bulk generation: `{username}@{domain}`), so nobody is known to
     * own it: password reset and username recovery send nothing to it (decision 002).
     */
    emailGenerated: boolean().notNull().default(false),
    // Teacher profile
    subjects: text().array().notNull().default(sql`'{}'::text[]`),
    qualifications: text(),
    bio: text(),
    yearsExperience: text(),
    // Employee details from bulk upload
    department: text(),
    jobTitle: text(),
    passwordChangedAt: timestamp({ withTimezone: true }),
    /** TOTP two-factor sign-in: the shared secret (sealed, see decision 029), once confirmed. */
    totpSecret: text(),
    totpEnabledAt: timestamp({ withTimezone: true }),
    /** SHA-256 digests of the unused one-time recovery codes. */
    totpRecoveryCodeHashes: text().array().notNull().default(sql`'{}'::text[]`),
    /**
     * When the owner proved the address is theirs (decision 029, item 11). Null only for a registration by
     * company code until its link is followed: until then no reset or recovery mail goes to the address.
     */
    emailConfirmedAt: timestamp({ withTimezone: true }).defaultNow(),
    /** When the account became activated (signed in with a password its owner chose), for the utilisation report. */
    activatedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When an employee's access ends (DECISIONS.md "Leavers"): the start of that day in Europe/London. From
     * then the account signs in nowhere and no longer holds one of its company's places; a future date can
     * be undone. Null: not a leaver.
     */
    leftAt: timestamp({ withTimezone: true }),
    /** When the leaver's date was acted on (sessions ended, later bookings cancelled, feed stopped). */
    leaverProcessedAt: timestamp({ withTimezone: true }),
    /** The account signs in only through its company's identity provider (made by single sign-on or SCIM). */
    signsInWithProvider: boolean().notNull().default(false),
  },
  (table) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${table.username})`),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${table.email})`),
    index().on(table.role),
    index().on(table.companyId),
    // A company's places held (places.repository.ts): its family accounts and their leaving dates, read
    // from the index alone.
    index("users_company_places_idx").on(table.companyId, table.leftAt).where(sql`${table.role} = 'parent'`),
    // The leavers' sweep finds the dates that have come and not been acted on.
    index("users_left_at_pending_idx").on(table.leftAt).where(sql`${table.leaverProcessedAt} is null`),
    // The recorded-lesson library's search by teacher's name (`ilike '%…%'`), by trigrams (decision 043).
    index("users_full_name_trgm_index")
      .using("gin", sql`${table.fullName} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * Each company's places held by family accounts with no leaving date (places.repository.ts): kept by
 * triggers on `users` (migration 0024), so every way an account joins, leaves, moves between or is removed
 * from a company keeps it exact, and a claim reads one row instead of counting the company's accounts.
 * Accounts with a leaving date still to come hold a place too; they are counted beside it.
 */
export const companyPlaces = pgTable("company_places", {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  used: integer().notNull().default(0),
});
