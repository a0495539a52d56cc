/**
 * The admin dashboard's API contract [1§5], [1§7], DECISIONS.md: request bodies with the
 * specification's messages, and response shapes. Dates travel as ISO strings.
 */
import { z } from "../zod.ts";
import { EMAIL_MESSAGE, PASSWORD_MESSAGE, USERNAME_MESSAGE } from "./auth.ts";
import {
  BULK_GENERATE_MAX,
  COMPANY_STATUSES,
  REGISTRATION_CODE_DEFAULT_EXPIRY_DAYS,
  REGISTRATION_CODE_DEFAULT_MAX_USES,
  YEARS_EXPERIENCE,
} from "./catalog.ts";
import { rowIdField } from "./common.ts";

/** Shown when a form is sent before its company is chosen. */
export const SELECT_COMPANY_FIRST = "Please select a company first";

/** Optional text: empty strings become null. */
const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Optional URL: surrounding spaces are dropped (a pasted link often carries them) and an empty or
 * blank field becomes null; anything else must be an http(s) URL — these links are rendered as hrefs
 * and images, so `javascript:` and `data:` URLs are refused.
 */
const optionalUrl = (message: string) =>
  z
    .preprocess(
      (value) => {
        const trimmed = typeof value === "string" ? value.trim() : value;
        return trimmed === "" ? null : trimmed;
      },
      z
        .url({ protocol: /^https?$/, error: message })
        .max(2000)
        .nullish(),
    )
    .transform((value) => value ?? null);

/**
 * An ISO date-time with an offset, in the years the database can store: year 0 (or a date that is
 * year 0 in UTC) passed the format check and made PostgreSQL fail with a 500.
 */
const storableDateTime = (message = "Invalid date") =>
  z.iso.datetime({ offset: true, error: message }).refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 1900 && year <= 9999;
  }, message);

// ── Scheduled sessions ────────────────────────────────────────────────────────────────────────
export const scheduleSessionBodySchema = z.object({
  title: z.string().trim().min(5, "Title must be at least 5 characters").max(200),
  description: z.string().trim().min(10, "Description must be at least 10 characters").max(5000),
  subject: z.string().trim().min(2, "Subject is required").max(100),
  tutorId: rowIdField("Please select a teacher"),
  scheduledFor: storableDateTime("Please select a date and time"),
  duration: z.number().int().min(15, "Duration must be at least 15 minutes").max(600),
  youtubeUrl: optionalUrl("Please enter a valid YouTube URL"),
  academicYear: z.string().trim().min(1, "Please select the academic year").max(50),
});
export type ScheduleSessionBody = z.input<typeof scheduleSessionBodySchema>;

export const scheduledSessionSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  subject: z.string(),
  tutorId: z.number(),
  tutorName: z.string().nullable(),
  studentId: z.number().nullable(),
  scheduledFor: z.string(),
  duration: z.number(),
  youtubeUrl: z.string().nullable(),
  academicYear: z.string().nullable(),
  status: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type ScheduledSession = z.infer<typeof scheduledSessionSchema>;

export const liveSessionSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  subject: z.string(),
  tutorId: z.number(),
  scheduledFor: z.string(),
  duration: z.number(),
  youtubeUrl: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});
export type LiveSession = z.infer<typeof liveSessionSchema>;

/**
 * `POST /api/admin/live-sessions` [2§7]: the admin creates a live session for a teacher (the
 * add-a-streaming-link dialog sends status live, now, 60 minutes, subject 'Live Session' [2§4]).
 */
export const LIVE_SESSION_STATUSES = ["scheduled", "live", "completed", "cancelled"] as const;
export const adminLiveSessionBodySchema = z.object({
  title: z.string().trim().min(1, "Required").max(200),
  description: optionalText(5000),
  youtubeUrl: optionalUrl("Please enter a valid YouTube URL"),
  scheduledFor: storableDateTime("Please select a date and time"),
  duration: z.number().int().min(1, "Duration must be at least 1 minute").max(600).default(60),
  subject: z.string().trim().min(1, "Required").max(100),
  tutorId: rowIdField("Please select a teacher"),
  status: z.enum(LIVE_SESSION_STATUSES).default("scheduled"),
});
export type AdminLiveSessionBody = z.input<typeof adminLiveSessionBodySchema>;

// ── Teachers ──────────────────────────────────────────────────────────────────────────────────
const teacherProfileFields = {
  email: z.string().trim().email(EMAIL_MESSAGE).max(254),
  fullName: z.string().trim().min(2, "Full name is required").max(120),
  subjects: z.array(z.string().trim().min(1).max(60)).min(1, "Please select at least one subject").max(20),
  qualifications: z.string().trim().min(2, "Please enter teacher qualifications").max(2000),
  bio: z.string().trim().min(10, "Please provide a brief teacher biography").max(5000),
  yearsExperience: z.enum(YEARS_EXPERIENCE, { error: "Years of experience is required" }),
};

export const createTutorBodySchema = z.object({
  username: z.string().trim().min(3, USERNAME_MESSAGE).max(50),
  password: z.string().min(6, PASSWORD_MESSAGE).max(200),
  ...teacherProfileFields,
  sendInvite: z.boolean().default(true),
  role: z.literal("tutor").optional(),
});
export type CreateTutorBody = z.input<typeof createTutorBodySchema>;

export const updateTutorBodySchema = z.object({ ...teacherProfileFields, isActive: z.boolean() }).partial();
export type UpdateTutorBody = z.input<typeof updateTutorBodySchema>;

export const tutorSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.string(),
  createdAt: z.string(),
  subjects: z.array(z.string()),
  qualifications: z.string().nullable(),
  bio: z.string().nullable(),
  yearsExperience: z.string().nullable(),
  isActive: z.boolean(),
});
export type Tutor = z.infer<typeof tutorSchema>;

// ── Companies ─────────────────────────────────────────────────────────────────────────────────
const companyFields = {
  name: z.string().trim().min(2).max(200),
  contactName: z.string().trim().min(2).max(200),
  contactPhone: optionalText(50),
  notes: optionalText(5000),
  status: z.enum(COMPANY_STATUSES).default("active"),
  subscriptionEndDate: storableDateTime().nullish(),
};

/** Companies-tab form [1§5]. */
export const companyFormSchema = z.object({
  ...companyFields,
  contactEmail: z.string().trim().email("Please enter a valid email").max(254),
});

/** Keeps the expected workforce within the database's integer column (a larger number is a 400, not a 500). */
export const EXPECTED_EMPLOYEES_MAX = 10_000_000;

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
  notes: z.string().nullable(),
  createdAt: z.string(),
  subscriptionEndDate: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;

// ── Bulk upload, codes, generation, invites ───────────────────────────────────────────────────
export const DOMAIN_MESSAGE = "Please enter a valid domain, e.g. acme.co.uk";
const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/, DOMAIN_MESSAGE);
const optionalDomain = z.preprocess((value) => (value === "" ? undefined : value), domainSchema.optional());

export const credentialSchema = z.object({
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
export const bulkEmployeeSchema = z.object({
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
export type BulkEmployee = z.input<typeof bulkEmployeeSchema>;

/** Rows one upload may carry; larger files are split. */
export const BULK_UPLOAD_MAX_ROWS = 5000;
export const BULK_UPLOAD_TOO_MANY_ROWS = `A file can hold at most ${BULK_UPLOAD_MAX_ROWS} employees. Please split it into smaller files.`;

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

export const createRegistrationCodeBodySchema = z.object({
  companyId: rowIdField(SELECT_COMPANY_FIRST),
  maxUses: z.number().int().min(1).max(1000).default(REGISTRATION_CODE_DEFAULT_MAX_USES),
  expiryDays: z.number().int().min(1).max(7).default(REGISTRATION_CODE_DEFAULT_EXPIRY_DAYS),
  role: z.enum(["parent", "student"]).default("parent"),
});
export type CreateRegistrationCodeBody = z.input<typeof createRegistrationCodeBodySchema>;

export const registrationCodeResponseSchema = z.object({
  code: z.string(),
  maxUses: z.number(),
  uses: z.number(),
  expiresAt: z.string(),
  registrationUrl: z.string(),
});
export type RegistrationCodeResponse = z.infer<typeof registrationCodeResponseSchema>;

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

export const NO_COMPLETE_INVITE_ROWS = "Please add at least one employee with both name and email.";

export const generateInvitesBodySchema = z.object({
  employees: z
    .array(
      z.object({
        fullName: z.string().trim().min(1).max(120),
        email: z.string().trim().email(EMAIL_MESSAGE).max(254),
      }),
    )
    .min(1, NO_COMPLETE_INVITE_ROWS)
    .max(500),
});
export type GenerateInvitesBody = z.input<typeof generateInvitesBodySchema>;

export const inviteItemSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  inviteLink: z.string(),
  token: z.string(),
  expiresAt: z.string(),
  isUsed: z.boolean(),
});
export type InviteItem = z.infer<typeof inviteItemSchema>;

// ── Recorded lessons (admin) ──────────────────────────────────────────────────────────────────
export const recordedLessonBodySchema = z.object({
  title: z.string().trim().min(1, "Required").max(200),
  description: optionalText(5000),
  subject: z.string().trim().min(1, "Required").max(100),
  tutorId: rowIdField("Required"),
  duration: z
    .number()
    .int()
    .min(1, "Duration must be at least 1 minute")
    .max(1000)
    .nullish()
    .transform((v) => v ?? null),
  videoUrl: optionalUrl("Please enter a valid URL"),
  thumbnail: optionalUrl("Please enter a valid thumbnail URL"),
});
export type RecordedLessonBody = z.input<typeof recordedLessonBodySchema>;

export const recordedLessonSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  subject: z.string(),
  tutorId: z.number(),
  tutorName: z.string().nullable(),
  duration: z.number().nullable(),
  videoUrl: z.string().nullable(),
  thumbnail: z.string().nullable(),
  views: z.number(),
  uploadedAt: z.string(),
});
export type RecordedLesson = z.infer<typeof recordedLessonSchema>;
