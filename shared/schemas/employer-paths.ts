/**
 * The employer API's paths, its employees' statuses and the leaving date's message, without zod: the
 * employer's screen draws its list with them before any form loads (decision 055). `employer.ts`
 * re-exports them, so the server and the client name them from either file.
 */

/** The paths of the employer's API (one list, so the server's routes and the client's calls agree). */
export const EMPLOYER_API = {
  /** GET → `employerCompanySchema`. */
  company: "/api/employer/company",
  /** GET (`?search=&status=&page=`) → `employeesPageSchema`. */
  employees: "/api/employer/employees",
  /** GET → invite list items; POST `generateInvitesBody` → invite items (registration.ts). */
  invites: "/api/employer/invites",
  /** POST → a new link for an unused invitation of this company (registration.ts `inviteItemSchema`). */
  inviteResend: (id: number | string) => `/api/employer/invites/${id}/resend`,
  /** POST the admin's bulk-upload body without `companyId` and `role` → its response (employee-accounts.ts). */
  bulkUpload: "/api/employer/bulk-upload-employees",
  /** POST the admin's bulk-generation body without `companyId` and `role` → its response. */
  bulkGenerate: "/api/employer/generate-bulk-accounts",
  /** GET → registration codes; POST `{maxUses, expiryDays}` → a new code (registration.ts). */
  registrationCodes: "/api/employer/registration-codes",
  /** DELETE → the code revoked (the admin's revoke, limited to this company). */
  registrationCode: (id: number | string) => `/api/employer/registration-codes/${id}`,
  /** POST `leaversBodySchema` → `leaversResultSchema`. */
  leavers: "/api/employer/leavers",
  /** DELETE → a future `leftAt` undone (409 once the date has come). */
  leaver: (userId: number | string) => `/api/employer/leavers/${userId}`,
  /** GET (`?from=YYYY-MM&to=YYYY-MM`) → the utilisation report (utilisation.ts), same suppression. */
  utilisation: "/api/employer/utilisation",
  /** GET / PUT → the company's sign-in settings (sso.ts). */
  signInSettings: "/api/employer/sign-in-settings",
  /** GET → the company's SCIM tokens; POST `{label}` → the new token, shown once (scim.ts). */
  scimTokens: "/api/employer/scim-tokens",
  /** DELETE → the token revoked. */
  scimToken: (id: number | string) => `/api/employer/scim-tokens/${id}`,
  /** GET (`?page=`) → the company's audit list (`auditPageSchema`). */
  audit: "/api/employer/audit",
} as const;

/** The admin's paths for the same company features (the admin's company card). */
export const ADMIN_EMPLOYER_API = {
  /**
   * POST `hrManagerInviteBodySchema` → 201 the HR manager's invitation (invite e-mail, 7 days, single use);
   * GET → the company's HR managers (`hrManagerSchema[]`), accounts and invitations not yet used.
   */
  hrManagers: (companyId: number | string) => `/api/admin/companies/${companyId}/hr-managers`,
  /** POST `leaversBodySchema` (admins, and the company's own HR managers) → `leaversResultSchema`. */
  leavers: (companyId: number | string) => `/api/admin/companies/${companyId}/leavers`,
  /** DELETE → a future `leftAt` undone. */
  leaver: (companyId: number | string, userId: number | string) =>
    `/api/admin/companies/${companyId}/leavers/${userId}`,
  /** GET `?search=&status=&page=` → `employeesPageSchema` (the same list the HR screen shows). */
  employees: (companyId: number | string) => `/api/admin/companies/${companyId}/employees`,
  signInSettings: (companyId: number | string) => `/api/admin/companies/${companyId}/sign-in-settings`,
  scimTokens: (companyId: number | string) => `/api/admin/companies/${companyId}/scim-tokens`,
  scimToken: (companyId: number | string, id: number | string) =>
    `/api/admin/companies/${companyId}/scim-tokens/${id}`,
  audit: (companyId: number | string) => `/api/admin/companies/${companyId}/audit`,
} as const;

export const EMPLOYEE_STATUSES = ["registered", "activated", "leaving", "left"] as const;

/** A date as `YYYY-MM-DD` (Europe/London), today or later. */
export const LEFT_AT_MESSAGE = "Please choose a date from today onwards";
