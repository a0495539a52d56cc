import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { COMPANY_STATUSES } from "#shared/schemas/companies.ts";

export const companies = pgTable(
  "companies",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    contactName: text().notNull(),
    contactEmail: text().notNull(),
    contactPhone: text(),
    status: text({ enum: COMPANY_STATUSES }).notNull().default("active"),
    notes: text(),
    /** The workforce the admin expects to register (the form's employee count); null when not given. */
    expectedEmployees: integer(),
    /** Places the employer bought (DECISIONS.md: utilisation report); optional, at least 1. */
    placesPurchased: integer(),
    subscriptionEndDate: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("companies_name_lower_idx").on(sql`lower(${table.name})`),
    index().on(table.createdAt),
    check("companies_expected_employees_positive", sql`${table.expectedEmployees} >= 1`),
    check("companies_places_purchased_positive", sql`${table.placesPurchased} >= 1`),
  ],
);

/** The company columns that decide whether its employees may sign in: its status and subscription end. */
export const companyAccessColumns = {
  companyStatus: companies.status,
  companySubscriptionEndDate: companies.subscriptionEndDate,
};
