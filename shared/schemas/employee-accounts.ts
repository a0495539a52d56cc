/**
 * Employee accounts made by an admin [1§4], [1§5]: the CSV bulk upload and bulk generation, and the
 * credentials they answer with.
 */
import { z } from "../zod.ts";
import { EMAIL_MESSAGE } from "./auth.ts";
import { BULK_GENERATE_MAX } from "./catalog.ts";
import { optionalText, rowIdField } from "./common.ts";
import { SELECT_COMPANY_FIRST } from "./companies.ts";

const DOMAIN_MESSAGE = "Please enter a valid domain, e.g. acme.co.uk";
const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/, DOMAIN_MESSAGE);
const optionalDomain = z.preprocess((value) => (value === "" ? undefined : value), domainSchema.optional());

const credentialSchema = z.object({
  fullName: z.string(),
  username: z.string(),
  password: z.string(),
  email: z.string(),
});
export type Credential = z.infer<typeof credentialSchema>;

/**
 * One CSV row as sent. Deliberately loose: a row with a missing name, a bad e-mail or an over-long
 * field is a per-row error in the response (`bulkEmployeeRowSchema` on the server), never a refusal
 * of the whole file [1§4].
 */
const bulkEmployeeSchema = z.object({
  fullName: z.string().trim().max(1000),
  email: z.string().trim().max(1000),
  department: optionalText(1000),
  jobTitle: optionalText(1000),
});
/** The rules each row must meet to become an account; failures are reported per row. */
export const bulkEmployeeRowSchema = z.object({
  fullName: z.string().min(1, "Full name is required").max(120),
  email: z.string().email(EMAIL_MESSAGE).max(254),
  department: z.string().max(120).nullable(),
  jobTitle: z.string().max(120).nullable(),
});

/** Rows one upload may carry, created in one transaction (decision 035); larger files are split. */
export const BULK_UPLOAD_MAX_ROWS = 10_000;
export const BULK_UPLOAD_TOO_MANY_ROWS = `A file can hold at most ${BULK_UPLOAD_MAX_ROWS.toLocaleString("en-GB")} employees. Please split it into smaller files.`;

export const bulkUploadBodySchema = z.object({
  employees: z
    .array(bulkEmployeeSchema)
    .min(1, "Please upload and preview a CSV file first.")
    .max(BULK_UPLOAD_MAX_ROWS, BULK_UPLOAD_TOO_MANY_ROWS),
  companyId: rowIdField(SELECT_COMPANY_FIRST),
  domain: optionalDomain,
  role: z.enum(["student", "tutor"]).default("student"),
  generatePasswords: z.boolean().default(true),
  sendEmails: z.boolean().default(false),
});
export type BulkUploadBody = z.input<typeof bulkUploadBodySchema>;

export const bulkUploadResponseSchema = z.object({
  success: z.boolean(),
  successCount: z.number(),
  totalProcessed: z.number(),
  errors: z.array(z.object({ row: z.number(), email: z.string(), error: z.string() })),
  credentials: z.array(credentialSchema),
});
export type BulkUploadResponse = z.infer<typeof bulkUploadResponseSchema>;

export const generateBulkAccountsBodySchema = z.object({
  companyId: rowIdField(SELECT_COMPANY_FIRST),
  count: z
    .number()
    .int()
    .min(1, "Must generate at least 1 account")
    .max(BULK_GENERATE_MAX, "Cannot generate more than 1000 accounts at once"),
  domain: optionalDomain,
  role: z.enum(["student"]).default("student"),
  generatePasswords: z.boolean().default(true),
});
export type GenerateBulkAccountsBody = z.input<typeof generateBulkAccountsBodySchema>;

export const generateBulkAccountsResponseSchema = z.object({
  count: z.number(),
  credentials: z.array(credentialSchema),
  emailTemplate: z.string(),
});
export type GenerateBulkAccountsResponse = z.infer<typeof generateBulkAccountsResponseSchema>;
