import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { currentUserQueryKey } from "#app/lib/query-client.ts";
import type { ChangePasswordBody, CurrentUser } from "#shared/schemas/auth.ts";

export const changePassword = (body: ChangePasswordBody) =>
  api.post<CurrentUser>("/api/change-password", body);

/** Changes the password; the answer is the user, no longer flagged to change it. */
export function useChangePassword(
  options: { onSuccess?: (user: CurrentUser) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      options.onSuccess?.(user);
    },
    onError: options.onError,
  });
}
