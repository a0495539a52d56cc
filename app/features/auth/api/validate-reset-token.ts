import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { ResetTokenDetails } from "#shared/schemas/auth.ts";

/** Checks an e-mailed reset link before a new password is typed; a used or expired one fails. */
export const validateResetToken = (token: string) =>
  api.post<ResetTokenDetails>("/api/validate-reset-token", { token });

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({ queryKey: ["reset-token", token], queryFn: () => validateResetToken(token) });

export const useResetToken = (token: string) => useQuery(resetTokenQueryOptions(token));
