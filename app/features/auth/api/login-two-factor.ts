import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { currentUserQueryKey } from "#app/lib/query-client.ts";
import type { CurrentUser, TwoFactorSignInBody } from "#shared/schemas/auth.ts";

export const loginTwoFactor = (body: TwoFactorSignInBody) =>
  api.post<CurrentUser>("/api/login/two-factor", body);

/** The second step of signing in: the app's code or a recovery code starts the session. */
export function useLoginTwoFactor(
  options: { onSuccess?: (user: CurrentUser) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginTwoFactor,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      options.onSuccess?.(user);
    },
    onError: options.onError,
  });
}
