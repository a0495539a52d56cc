import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { currentUserQueryKey } from "#app/lib/query-client.ts";
import type {
  CurrentUser,
  RecoveryCodes,
  TwoFactorConfirmBody,
  TwoFactorDisableBody,
  TwoFactorSetup,
} from "#shared/schemas/auth.ts";

export const setUpTwoFactor = () => api.post<TwoFactorSetup>("/api/account/two-factor/setup");
export const confirmTwoFactor = (body: TwoFactorConfirmBody) =>
  api.post<RecoveryCodes>("/api/account/two-factor/confirm", body);
export const disableTwoFactor = (body: TwoFactorDisableBody) =>
  api.post<CurrentUser>("/api/account/two-factor/disable", body);

/** A new secret to scan; pending until confirmed. */
export function useSetUpTwoFactor() {
  return useMutation({ mutationFn: setUpTwoFactor });
}

/**
 * Confirms the set-up with a code; the answer's recovery codes are shown once. The current user is
 * refetched only when the person leaves the codes (`refreshUser`), so the screen does not switch under them.
 */
export function useConfirmTwoFactor(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return {
    ...useMutation({ mutationFn: confirmTwoFactor, onError: options.onError }),
    refreshUser: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  };
}

export function useDisableTwoFactor(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
