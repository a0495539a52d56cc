import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";

/** `DELETE /api/admin/registration-codes/{id}`: the code registers no one from now on (decision 048). */
export const revokeRegistrationCode = (id: number) => api.delete<void>(`/api/admin/registration-codes/${id}`);

export function useRevokeRegistrationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeRegistrationCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.registrationCodes }),
  });
}
