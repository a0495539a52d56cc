import { whenMissing, z } from "../zod.ts";
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MIN } from "./common.ts";
import { USER_ROLES } from "./users.ts";

/**
 * Roles sign-in accepts [1§5]: `student` (shown as Parent) means the family account, stored as `parent`;
 * `hr` (shown as Employer) an employer's HR manager.
 */
export const LOGIN_ROLES = ["admin", "tutor", "student", "hr"] as const;

export const USERNAME_MESSAGE = "Username must be at least 3 characters";
export const PASSWORD_MESSAGE = "Password must be at least 6 characters";
/** A chosen password found in the server's list of common passwords (checked on the server). */
export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose another.";
export const EMAIL_MESSAGE = "Please enter a valid email address";
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
/** An empty current password, on the password and e-mail changes (the spec names no text for it). */
export const CURRENT_PASSWORD_REQUIRED = "Please enter your current password";
/** The current password that confirms a change: asked for by name when left empty. */
const currentPasswordSchema = z
  .string(whenMissing(CURRENT_PASSWORD_REQUIRED))
  .min(1, CURRENT_PASSWORD_REQUIRED)
  .max(PASSWORD_MAX);

export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN, USERNAME_MESSAGE)
  .max(50, "Username must be at most 50 characters");
export const passwordSchema = z.string().min(PASSWORD_MIN, PASSWORD_MESSAGE).max(PASSWORD_MAX);
export const emailSchema = z.string().trim().email(EMAIL_MESSAGE).max(254);
/** The field that repeats a new password; `passwordsMatch` checks it against the password. */
export const confirmPasswordSchema = z.string().min(PASSWORD_MIN, PASSWORD_MESSAGE);

/**
 * The arguments of `.refine` that make `confirmPassword` repeat the field `passwordKey`, the mismatch
 * reported on `confirmPassword`: `schema.refine(...passwordsMatch("password"))`.
 */
export function passwordsMatch<K extends string>(passwordKey: K) {
  const matches = (value: Record<K | "confirmPassword", unknown>) =>
    value[passwordKey] === value.confirmPassword;
  return [matches, { message: PASSWORDS_DO_NOT_MATCH, path: ["confirmPassword"] }] as [
    typeof matches,
    { message: string; path: string[] },
  ];
}

export const loginBodySchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  role: z.enum(LOGIN_ROLES).default("student"),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const recoverUsernameBodySchema = z.object({ email: emailSchema });
export type RecoverUsernameBody = z.infer<typeof recoverUsernameBodySchema>;

export const resetPasswordBodySchema = z.object({ username: usernameSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const resetPasswordConfirmBodySchema = z
  .object({
    token: z.string().min(1).max(200),
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(...passwordsMatch("password"));
export type ResetPasswordConfirmBody = z.infer<typeof resetPasswordConfirmBodySchema>;

export const changePasswordBodySchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(...passwordsMatch("newPassword"))
  .refine((value) => value.newPassword !== value.currentPassword, {
    message: "Choose a password different from your current one",
    path: ["newPassword"],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** `PUT /api/user/email`: a new e-mail address, confirmed by the current password (decision 018). */
export const changeEmailBodySchema = z.object({
  email: emailSchema,
  currentPassword: currentPasswordSchema,
});
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

/** `POST /api/validate-reset-token`: whether an e-mailed reset link can still be used. */
export const validateResetTokenBodySchema = z.object({
  token: z.string().trim().min(1).max(200),
});
export const resetTokenDetailsSchema = z.object({ expiresAt: z.string() });
export type ResetTokenDetails = z.infer<typeof resetTokenDetailsSchema>;

export const RESET_TOKEN_INVALID =
  "This password reset link is invalid or has expired. Please ask for a new one.";

export const currentUserSchema = z.object({
  id: z.number(),
  role: z.enum(USER_ROLES),
  fullName: z.string(),
  email: z.string(),
  username: z.string(),
  profileImage: z.string().nullable(),
  companyId: z.number().nullable(),
  mustChangePassword: z.boolean(),
  /** Signs in with a code from an authenticator app as well as the password (decision 029, item 6). */
  twoFactorEnabled: z.boolean(),
  /** An admin of an install that requires two-factor sign-in, who must turn it on before anything else. */
  twoFactorSetupRequired: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** `POST /api/login` for an account with two-factor sign-in: the password was right, a code comes next. */
export const twoFactorRequiredSchema = z.object({ twoFactorRequired: z.literal(true) });
export const loginResponseSchema = z.union([currentUserSchema, twoFactorRequiredSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const TWO_FACTOR_CODE_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
export const TWO_FACTOR_CODE_MESSAGE = "Enter the 6-digit code from your authenticator app";
export const TWO_FACTOR_CODE_INVALID = "That code is not right. Please try again.";
export const TWO_FACTOR_SIGN_IN_EXPIRED =
  "Your sign-in has timed out. Please enter your username and password again.";
export const TWO_FACTOR_SETUP_REQUIRED = "Administrators must turn on two-factor sign-in before continuing.";
export const TWO_FACTOR_ERROR_CODES = {
  codeInvalid: "TWO_FACTOR_CODE_INVALID",
  signInExpired: "TWO_FACTOR_SIGN_IN_EXPIRED",
  setupRequired: "TWO_FACTOR_SETUP_REQUIRED",
  alreadyEnabled: "TWO_FACTOR_ALREADY_ENABLED",
  notStarted: "TWO_FACTOR_NOT_STARTED",
  notEnabled: "TWO_FACTOR_NOT_ENABLED",
} as const;

/** A code from the authenticator app: six digits (spaces people type between them are dropped). */
const totpCodeSchema = z
  .string()
  .max(20)
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^[0-9]{6}$/, TWO_FACTOR_CODE_MESSAGE));

/** `POST /api/login/two-factor`: the app's 6-digit code, or one of the recovery codes. */
const secondFactorSchema = z.string().trim().min(1, "Please enter a code").max(40);
export const twoFactorSignInBodySchema = z.object({ code: secondFactorSchema });
export type TwoFactorSignInBody = z.input<typeof twoFactorSignInBodySchema>;

/** `POST /api/account/two-factor/setup`: a new secret, pending until a code from it is confirmed. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorConfirmBodySchema = z.object({ code: totpCodeSchema });
export type TwoFactorConfirmBody = z.input<typeof twoFactorConfirmBodySchema>;

/** Shown once: each code signs in one time in place of the app's code. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Turning two-factor sign-in off takes the password and a code from the app (or a recovery code). */
export const twoFactorDisableBodySchema = z.object({
  password: currentPasswordSchema,
  code: secondFactorSchema,
});
export type TwoFactorDisableBody = z.input<typeof twoFactorDisableBodySchema>;

export const RECOVER_USERNAME_SENT = "If an account exists with this email, we've sent the username details.";
export const RESET_PASSWORD_SENT =
  "If an account exists with this username, we've sent a password reset link.";
export const INVALID_CREDENTIALS = "Invalid username or password";
export const ORGANISATION_ACCESS_ENDED = "Your organisation's access has ended. Please contact your HR team.";
export const PASSWORD_CHANGE_REQUIRED = "You must choose a new password before continuing.";
/** A temporary password (made by an admin or bulk generation) works this many days. */
export const TEMPORARY_PASSWORD_DAYS = 7;
export const TEMPORARY_PASSWORD_EXPIRED =
  "Your temporary password has expired. Please ask your administrator for new sign-in details.";
