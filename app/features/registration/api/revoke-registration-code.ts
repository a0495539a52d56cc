import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { CompanyScope } from "#app/lib/company-scope.ts";
import { adminKeys, employerKeys } from "#app/lib/query-keys.ts";
import { EMPLOYER_API } from "#shared/schemas/employer-paths.ts";

/**
 * `DELETE /api/admin/registration-codes/{id}` (or the employer's, limited to its company): the code
 * registers no one from now on (decision 048).
 */
export const revokeRegistrationCode = ({ scope, id }: { scope: CompanyScope; id: number }) =>
  api.delete<void>(
    scope.kind === "admin" ? `/api/admin/registration-codes/${id}` : EMPLOYER_API.registrationCode(id),
  );

export function useRevokeRegistrationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeRegistrationCode,
    onSettled: (_result, _error, { scope }) =>
      queryClient.invalidateQueries({
        queryKey: scope.kind === "admin" ? adminKeys.registrationCodes : employerKeys.registrationCodes,
      }),
  });
}
