/**
 * Registration [1§3], [1§5]: an employee registering through an invitation or a company's registration
 * code, and the admin's codes and invitations that lead there.
 */
import { z } from "../zod.ts";
import {
  confirmPasswordSchema,
  EMAIL_MESSAGE,
  emailSchema,
  passwordSchema,
  passwordsMatch,
  usernameSchema,
} from "./auth.ts";
import { REGISTRATION_CODE_DEFAULT_EXPIRY_DAYS, REGISTRATION_CODE_DEFAULT_MAX_USES } from "./catalog.ts";
import { rowIdField } from "./common.ts";
import { SELECT_COMPANY_FIRST } from "./companies.ts";

/** What an employee fills in to register, on the form and in the request. */
const registerFields = {
  fullName: z.string().trim().min(2, "Full name is required").max(120),
  email: emailSchema,
  username: usernameSchema.regex(
    /^[A-Za-z0-9._-]+$/,
    "Username may only contain letters, numbers, dots, dashes and underscores",
  ),
  password: passwordSchema,
  confirmPassword: confirmPasswordSchema,
};

export const registerFormSchema = z.object(registerFields).refine(...passwordsMatch("password"));
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** Registration needs an invitation token or a company registration code; roles sent are ignored. */
export const registerBodySchema = z
  .object({
    ...registerFields,
    token: z.string().trim().min(1).max(200).optional(),
    code: z.string().trim().min(1).max(50).optional(),
  })
  .refine(...passwordsMatch("password"))
  .refine((value) => Boolean(value.token || value.code), {
    message: "An invitation link or a registration code is required to register",
    path: ["token"],
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const validateInviteTokenBodySchema = z.object({
  token: z.string().trim().min(1).max(200),
});

export const inviteDetailsSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  expiresAt: z.string(),
});
export type InviteDetails = z.infer<typeof inviteDetailsSchema>;

export const registrationCodeDetailsSchema = z.object({ companyName: z.string(), expiresAt: z.string() });
export type RegistrationCodeDetails = z.infer<typeof registrationCodeDetailsSchema>;

export const REGISTRATION_CODE_MAX_USES = 1000;
export const REGISTRATION_CODE_MAX_EXPIRY_DAYS = 7;
export const REGISTRATION_CODE_MESSAGES = {
  maxUses: `Max users must be a whole number from 1 to ${REGISTRATION_CODE_MAX_USES}`,
  expiryDays: `Expiry must be a whole number of days from 1 to ${REGISTRATION_CODE_MAX_EXPIRY_DAYS}`,
} as const;

/** Max users of a code [1§9]: 1 to 1000 (an empty field: "Max users is required"). */
export const maxUsesField = z
  .number()
  .int(REGISTRATION_CODE_MESSAGES.maxUses)
  .min(1, REGISTRATION_CODE_MESSAGES.maxUses)
  .max(REGISTRATION_CODE_MAX_USES, REGISTRATION_CODE_MESSAGES.maxUses);
/** Days a code lasts [1§9]: 1 to 7. */
export const expiryDaysField = z
  .number()
  .int(REGISTRATION_CODE_MESSAGES.expiryDays)
  .min(1, REGISTRATION_CODE_MESSAGES.expiryDays)
  .max(REGISTRATION_CODE_MAX_EXPIRY_DAYS, REGISTRATION_CODE_MESSAGES.expiryDays);

export const createRegistrationCodeBodySchema = z.object({
  companyId: rowIdField(SELECT_COMPANY_FIRST),
  maxUses: maxUsesField.default(REGISTRATION_CODE_DEFAULT_MAX_USES),
  expiryDays: expiryDaysField.default(REGISTRATION_CODE_DEFAULT_EXPIRY_DAYS),
  role: z.enum(["parent", "student"]).default("parent"),
});
export type CreateRegistrationCodeBody = z.input<typeof createRegistrationCodeBodySchema>;

/**
 * Where a registration code stands (decision 048): revoked by an admin, used up (`uses` reached `maxUses`),
 * expired, or active — the only state that registers anyone. The first that applies, in this order.
 */
export const REGISTRATION_CODE_STATUSES = ["active", "used-up", "expired", "revoked"] as const;
export type RegistrationCodeStatus = (typeof REGISTRATION_CODE_STATUSES)[number];

/** A code's status from its row, at `now`: the rule the server's SQL for a usable code says too. */
export function registrationCodeStatus(
  code: { revokedAt: Date | string | null; expiresAt: Date | string; uses: number; maxUses: number },
  now = new Date(),
): RegistrationCodeStatus {
  if (code.revokedAt !== null) return "revoked";
  if (code.uses >= code.maxUses) return "used-up";
  if (new Date(code.expiresAt).getTime() <= now.getTime()) return "expired";
  return "active";
}

export const registrationCodeResponseSchema = z.object({
  id: z.number(),
  code: z.string(),
  maxUses: z.number(),
  uses: z.number(),
  expiresAt: z.string(),
  registrationUrl: z.string(),
  status: z.enum(REGISTRATION_CODE_STATUSES),
  /** When an admin revoked it, or null. */
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RegistrationCodeResponse = z.infer<typeof registrationCodeResponseSchema>;

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

/**
 * An invitation as the company's list shows it: the link is never stored (only its digest),
 * so `inviteLink` and `token` are always null here; Resend issues a new link.
 */
export const inviteListItemSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  inviteLink: z.null(),
  token: z.null(),
  expiresAt: z.string(),
  isUsed: z.boolean(),
});
export type InviteListItem = z.infer<typeof inviteListItemSchema>;

/** An invitation just created or resent: the only answers that carry its link, once. */
export const inviteItemSchema = inviteListItemSchema.extend({ inviteLink: z.string(), token: z.string() });
export type InviteItem = z.infer<typeof inviteItemSchema>;

/** Codes of the registration conflicts the API answers with (409), so forms can tell them apart. */
export const REGISTRATION_ERROR_CODES = {
  codeLimitReached: "CODE_LIMIT_REACHED",
  inviteUsed: "INVITE_USED",
} as const;
