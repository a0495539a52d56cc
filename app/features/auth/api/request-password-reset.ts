import { api } from "#app/lib/api-client.ts";
import type { ResetPasswordBody } from "#shared/schemas/auth.ts";

/** E-mails a password-reset link to the account with this username, if there is one. */
export const requestPasswordReset = (body: ResetPasswordBody) =>
  api.post<{ message: string }>("/api/reset-password", body);
