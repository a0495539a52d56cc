import { api } from "#app/lib/api-client.ts";
import type { ResetPasswordConfirmBody } from "#shared/schemas/auth.ts";

/** Sets the new password with the token of the e-mailed link. */
export const confirmPasswordReset = (body: ResetPasswordConfirmBody) =>
  api.post<{ message: string }>("/api/reset-password/confirm", body);
