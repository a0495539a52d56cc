import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
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
    /**
     * Set when a signed-in family started it from its account page to link the provider's sign-in to that
     * account (its owner proved it by signing in); null for a sign-in.
     */
    linkUserId: integer().references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.expiresAt)],
);

/**
 * A family account linked to one identity at its company's provider: the provider's `sub` under the issuer
 * and client id the company had when the link was made. A provider sign-in reaches the account through
 * this link, so an e-mail claim alone never opens an account that has a password of its own; a change of
 * the company's issuer or client id removes its links.
 */
export const ssoIdentities = pgTable(
  "sso_identities",
  {
    issuer: text().notNull(),
    clientId: text().notNull(),
    subject: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.issuer, table.clientId, table.subject] }),
    uniqueIndex().on(table.userId, table.issuer, table.clientId),
    index().on(table.companyId),
  ],
);
