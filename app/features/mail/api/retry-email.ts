import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { emailDeliveryKey } from "./get-email-delivery.ts";

/** Puts a failed e-mail back in the mail queue. */
export const retryEmail = (id: number) =>
  api.post<{ message: string }>(`/api/admin/email-delivery/${id}/retry`);

export function useRetryEmail(options: { onSuccess: () => void; onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailDeliveryKey }),
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
