import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { companies } from "../companies/companies.table.ts";
import { users } from "../users/users.table.ts";

/**
 * A company's identity provider for "Sign in with your organisation" (DECISIONS.md "Employers: single
 * sign-on and provisioning"): OpenID Connect issuer, client id and the client secret sealed at rest with
 * the app's secret box (as the two-factor secrets are).
 */
export const companyIdentityProviders = pgTable("company_identity_providers", {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  issuer: text().notNull(),
  clientId: text().notNull(),
  clientSecretSealed: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
});

/** The e-mail domains that send a work e-mail to its company's provider; a domain belongs to one company. */
export const companyEmailDomains = pgTable(
  "company_email_domains",
  {
    /** Lower-case, without `@`. */
    domain: text().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
  },
  (table) => [index().on(table.companyId)],
);

/**
 * A sign-in sent to a provider and not yet back: the `state` (stored hashed) names it, and it keeps the
 * `nonce` and the PKCE verifier the callback checks. Used once; expired ones are swept.
 */
export const ssoSignIns = pgTable(
  "sso_sign_ins",
  {
    id: serial().primaryKey(),
    stateHash: text().notNull().unique(),
    /** The browser that started it holds this (hashed) in a cookie, so a callback in another browser fails. */
    browserBindingHash: text().notNull(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    nonce: text().notNull(),
    codeVerifierSealed: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.expiresAt)],
);
