/**
 * An employer's own screen, `/employer`, and its API, `/api/employer/*` (DECISIONS.md "Employers: places,
 * leavers, HR managers"). Every call acts on the signed-in HR manager's own company (taken from
 * the session, never from the request); a row of another company answers 404. The bodies and answers of
 * the admin's features an HR manager also uses (invites, CSV upload, bulk generation, registration codes,
 * the utilisation report) are theirs, without `companyId`.
 */
import { z } from "../zod.ts";
import { EMAIL_MESSAGE } from "./auth.ts";
import { bulkUploadBodySchema, generateBulkAccountsBodySchema } from "./employee-accounts.ts";
import { EMPLOYEE_STATUSES } from "./employer-paths.ts";
import { placesSchema } from "./places.ts";
import { createRegistrationCodeBodySchema } from "./registration.ts";

export {
  ADMIN_EMPLOYER_API,
  EMPLOYEE_STATUSES,
  EMPLOYER_API,
  LEFT_AT_MESSAGE,
} from "./employer-paths.ts";

/** What the HR manager's screen heads with: its company and places. */
export const employerCompanySchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(["active", "inactive", "pending"]),
  subscriptionEndDate: z.string().nullable(),
  places: placesSchema,
  /** Whether the company's employees sign in through its identity provider. */
  signsInWithProvider: z.boolean(),
});
export type EmployerCompany = z.infer<typeof employerCompanySchema>;

/**
 * One of the company's family accounts as HR sees it: the account only, never its children, bookings,
 * attendance, messages or recordings.
 */
export const employeeRowSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  username: z.string(),
  registeredAt: z.string(),
  /** Signed in and chose a password of its own (or signed in through the provider). */
  activated: z.boolean(),
  /** The date access ends (YYYY-MM-DD, Europe/London), past or future; null when not a leaver. */
  leftAt: z.string().nullable(),
  signsInWithProvider: z.boolean(),
});
export type EmployeeRow = z.infer<typeof employeeRowSchema>;

export const EMPLOYEES_PAGE_SIZE = 50;
export const employeesQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(EMPLOYEE_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const employeesPageSchema = z.object({
  employees: z.array(employeeRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type EmployeesPage = z.infer<typeof employeesPageSchema>;

export const leaversBodySchema = z.object({
  userIds: z.array(z.number().int().positive()).min(1, "Please choose at least one employee").max(10_000),
  leftAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a date as YYYY-MM-DD"),
});
export type LeaversBody = z.infer<typeof leaversBodySchema>;
export const leaversResultSchema = z.object({
  /** The accounts marked, with their date. */
  leavers: z.array(z.object({ userId: z.number(), leftAt: z.string() })),
});
export type LeaversResult = z.infer<typeof leaversResultSchema>;

export const hrManagerInviteBodySchema = z.object({
  fullName: z.string().trim().min(2, "Full name must be at least 2 characters").max(120),
  email: z.string().trim().email(EMAIL_MESSAGE).max(254),
});
export type HrManagerInviteBody = z.infer<typeof hrManagerInviteBodySchema>;

/**
 * One of a company's HR managers as the admin's company card lists them: an account (`active`), or an
 * invitation not yet used (`invited`, or `expired` once its 7 days have passed). `id` is the account's or
 * the invitation's, by `status`.
 */
export const hrManagerSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  status: z.enum(["active", "invited", "expired"]),
  /** When the account was made, or the invitation sent. */
  since: z.string(),
  /** When an invitation's link stops working; null for an account. */
  expiresAt: z.string().nullable(),
});
export type HrManager = z.infer<typeof hrManagerSchema>;
/** The HR manager's invitation just made (`POST ADMIN_EMPLOYER_API.hrManagers`): its link, shown once. */
export const hrManagerInvitationSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  expiresAt: z.string(),
  inviteLink: z.string(),
});
export type HrManagerInvitation = z.infer<typeof hrManagerInvitationSchema>;

/** The admin's CSV upload body without what the session decides (the company, the family role). */
export const employerBulkUploadBodySchema = bulkUploadBodySchema.omit({ companyId: true, role: true });
export type EmployerBulkUploadBody = z.input<typeof employerBulkUploadBodySchema>;
/** The admin's bulk-generation body without the company and role. */
export const employerGenerateBodySchema = generateBulkAccountsBodySchema.omit({
  companyId: true,
  role: true,
});
export type EmployerGenerateBody = z.input<typeof employerGenerateBodySchema>;
/** A new registration code of the HR manager's company: `{maxUses, expiryDays}`. */
export const employerRegistrationCodeBodySchema = createRegistrationCodeBodySchema.omit({
  companyId: true,
  role: true,
});
export type EmployerRegistrationCodeBody = z.input<typeof employerRegistrationCodeBodySchema>;

/** One line of a company's audit list (employer-audit.table.ts). */
export const auditEventSchema = z.object({
  id: z.number(),
  at: z.string(),
  actorKind: z.enum(["admin", "hr", "scim", "system"]),
  actorLabel: z.string(),
  action: z.string(),
  targetLabel: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const auditPageSchema = z.object({
  events: z.array(auditEventSchema),
  total: z.number(),
  page: z.number(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
