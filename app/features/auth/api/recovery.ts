import { api } from "#app/lib/api-client.ts";
import type {
  ChangePasswordBody,
  CurrentUser,
  RecoverUsernameBody,
  ResetPasswordBody,
  ResetPasswordConfirmBody,
  ResetTokenDetails,
} from "#shared/schemas/auth.ts";
import type { InviteDetails, RegistrationCodeDetails } from "#shared/schemas/registration.ts";

type Ok = { message: string };

export const recoverUsername = (body: RecoverUsernameBody) => api.post<Ok>("/api/recover-username", body);
export const requestPasswordReset = (body: ResetPasswordBody) => api.post<Ok>("/api/reset-password", body);
export const confirmPasswordReset = (body: ResetPasswordConfirmBody) =>
  api.post<Ok>("/api/reset-password/confirm", body);
export const validateResetToken = (token: string) =>
  api.post<ResetTokenDetails>("/api/validate-reset-token", { token });
export const changePassword = (body: ChangePasswordBody) =>
  api.post<CurrentUser>("/api/change-password", body);
export const validateInviteToken = (token: string) =>
  api.post<InviteDetails>("/api/validate-invite-token", { token });
export const getRegistrationCode = (code: string) =>
  api.get<RegistrationCodeDetails>(`/api/registration-codes/${encodeURIComponent(code)}`);
