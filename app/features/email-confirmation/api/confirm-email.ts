import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { emailConfirmationKeys } from "#app/lib/query-keys.ts";
import type { ConfirmEmailBody } from "#shared/schemas/email-confirmation.ts";

/** Follows the link from the confirmation e-mail; works signed in or not. */
export const confirmEmail = (body: ConfirmEmailBody) =>
  api.post<{ message: string }>("/api/confirm-email", body);

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailConfirmationKeys.status }),
  });
}
