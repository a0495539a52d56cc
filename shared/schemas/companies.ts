/**
 * Companies [1§5], DECISIONS.md: the admin's company forms and rows.
 */
import { labelled, z } from "../zod.ts";
import { EMAIL_MESSAGE } from "./auth.ts";
import { optionalText, storableDateTime } from "./common.ts";
import { placesSchema } from "./places.ts";

export const COMPANY_STATUSES = ["active", "inactive", "pending"] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** Shown when a form is sent before its company is chosen. */
export const SELECT_COMPANY_FIRST = "Please select a company first";

/** The largest number of places a company can buy (within the database's integer column). */
const PLACES_PURCHASED_MAX = 1_000_000;
export const PLACES_PURCHASED_MESSAGE = "Places purchased must be a whole number of at least 1";

/**
 * Places the employer bought (DECISIONS.md "Employer utilisation report"): optional, at least 1; empty is
 * null. The utilisation report shows it beside the accounts used.
 */
export const placesPurchasedField = z
  .number(PLACES_PURCHASED_MESSAGE)
  .int(PLACES_PURCHASED_MESSAGE)
  .min(1, PLACES_PURCHASED_MESSAGE)
  .max(PLACES_PURCHASED_MAX, "Places purchased must be at most 1,000,000")
  .nullish();

const companyFields = {
  name: z.string(labelled("Company name")).trim().min(2).max(200),
  contactName: z.string().trim().min(2).max(200),
  contactPhone: optionalText(50),
  notes: optionalText(5000),
  status: z.enum(COMPANY_STATUSES).default("active"),
  subscriptionEndDate: storableDateTime().nullish(),
  placesPurchased: placesPurchasedField,
};

/** Companies-tab form [1§5]. */
export const companyFormSchema = z.object({
  ...companyFields,
  contactEmail: z.string().trim().email("Please enter a valid email").max(254),
});

/** Keeps the expected workforce within the database's integer column (a larger number is a 400, not a 500). */
const EXPECTED_EMPLOYEES_MAX = 10_000_000;

/**
 * "Number of Employees (optional)" [1§5]: the workforce the admin expects the company to register, stored
 * as `expectedEmployees`. Requests keep the form's name `employeeCount`; the response's `employeeCount` is
 * the derived number of linked accounts (DECISIONS.md). Empty is null.
 */
export const expectedEmployeesField = z
  .number()
  .int("Employee count must be a whole number")
  .min(1, "Employee count must be at least 1")
  .max(EXPECTED_EMPLOYEES_MAX, "Employee count must be at most 10,000,000")
  .nullish();

/** Registration-tab form [1§5]: the same rules, another e-mail message, and an optional employee count. */
export const registrationCompanyFormSchema = z.object({
  ...companyFields,
  contactEmail: z.string().trim().email(EMAIL_MESSAGE).max(254),
  employeeCount: expectedEmployeesField,
});

/** `POST /api/admin/companies`; `employeeCount` is stored as the response's `expectedEmployees`. */
export const createCompanyBodySchema = registrationCompanyFormSchema;
export type CreateCompanyBody = z.input<typeof createCompanyBodySchema>;

/**
 * Every field optional; a missing status keeps the stored one (no default on update). `employeeCount`
 * sets the expected workforce (null clears it), as on create.
 */
export const updateCompanyBodySchema = companyFormSchema
  .extend({ status: z.enum(COMPANY_STATUSES), employeeCount: expectedEmployeesField })
  .partial();
export type UpdateCompanyBody = z.input<typeof updateCompanyBodySchema>;

export const companySchema = z.object({
  id: z.number(),
  name: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  status: z.enum(COMPANY_STATUSES),
  /** Accounts linked to the company (derived, DECISIONS.md). */
  employeeCount: z.number(),
  /** The workforce the admin expects to register, when given. */
  expectedEmployees: z.number().nullable(),
  /** Places the employer bought, when given (the utilisation report's first line). */
  placesPurchased: z.number().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  subscriptionEndDate: z.string().nullable(),
  /** Places bought, used (family accounts that have not left) and free. */
  places: placesSchema,
});
export type Company = z.infer<typeof companySchema>;

/** Codes of the company failures the API answers with, so forms put them on the right field. */
export const COMPANY_ERROR_CODES = {
  nameTaken: "COMPANY_NAME_TAKEN",
  notFound: "COMPANY_NOT_FOUND",
} as const;
