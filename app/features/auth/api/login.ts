import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { currentUserQueryKey } from "#app/lib/query-client.ts";
import type { CurrentUser, LoginBody, LoginResponse } from "#shared/schemas/auth.ts";

export const login = (body: LoginBody) => api.post<LoginResponse>("/api/login", body);

/**
 * Signs in with the password. An account with two-factor sign-in answers `{twoFactorRequired: true}`
 * instead of the user: `onTwoFactorRequired` then asks for the code (no session yet).
 */
export function useLogin(
  options: {
    onSuccess?: (user: CurrentUser) => void;
    onTwoFactorRequired?: () => void;
    onError?: (error: Error) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if ("twoFactorRequired" in answer) return options.onTwoFactorRequired?.();
      queryClient.setQueryData(currentUserQueryKey, answer);
      options.onSuccess?.(answer);
    },
    onError: options.onError,
  });
}
