import { z } from "../zod.ts";
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MIN } from "./common.ts";
import { USER_ROLES } from "./users.ts";

/** Roles sign-in accepts [1§5]: `student` (shown as Parent) means the family account, stored as `parent`. */
const LOGIN_ROLES = ["admin", "tutor", "student"] as const;

export const USERNAME_MESSAGE = "Username must be at least 3 characters";
export const PASSWORD_MESSAGE = "Password must be at least 6 characters";
/** A chosen password found in the server's list of common passwords (issue 14 item 6; checked on the server). */
export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose another.";
export const EMAIL_MESSAGE = "Please enter a valid email address";
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
/** An empty current password, on the password and e-mail changes (the spec names no text for it). */
export const CURRENT_PASSWORD_REQUIRED = "Please enter your current password";
/** The current password that confirms a change: asked for by name when left empty. */
const currentPasswordSchema = z.string().min(1, CURRENT_PASSWORD_REQUIRED).max(PASSWORD_MAX);

export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN, USERNAME_MESSAGE)
  .max(50, "String must contain at most 50 character(s)");
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
    token: z.string().min(1, "Required").max(200),
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
  token: z.string().trim().min(1, "Required").max(200),
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
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const RECOVER_USERNAME_SENT = "If an account exists with this email, we've sent the username details.";
export const RESET_PASSWORD_SENT =
  "If an account exists with this username, we've sent a password reset link.";
export const INVALID_CREDENTIALS = "Invalid username or password";
export const ORGANISATION_ACCESS_ENDED = "Your organisation's access has ended. Please contact your HR team.";
export const PASSWORD_CHANGE_REQUIRED = "You must choose a new password before continuing.";
/** A temporary password (made by an admin or bulk generation) works this many days (issue 14 item 5). */
export const TEMPORARY_PASSWORD_DAYS = 7;
export const TEMPORARY_PASSWORD_EXPIRED =
  "Your temporary password has expired. Please ask your administrator for new sign-in details.";
