import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { currentUserQueryKey } from "#app/lib/query-client.ts";
import { emailConfirmationKeys } from "#app/lib/query-keys.ts";
import type { ChangeEmailBody, CurrentUser } from "#shared/schemas/auth.ts";

export const changeEmail = (body: ChangeEmailBody) => api.put<CurrentUser>("/api/user/email", body);

/** Changes the account's e-mail; the answer is the user with the new address, to be confirmed. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      // A new address waits for its confirmation link.
      return queryClient.invalidateQueries({ queryKey: emailConfirmationKeys.status });
    },
  });
}
