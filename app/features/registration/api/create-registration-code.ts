import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { CompanyScope } from "#app/lib/company-scope.ts";
import { adminKeys, employerKeys } from "#app/lib/query-keys.ts";
import { EMPLOYER_API } from "#shared/schemas/employer-paths.ts";
import type { CreateRegistrationCodeBody, RegistrationCodeResponse } from "#shared/schemas/registration.ts";

type CodeFields = Omit<CreateRegistrationCodeBody, "companyId">;

/**
 * A new code for the scope's company: the admin names the company in the body, the HR manager's is its
 * own (its call takes only the uses and the days).
 */
export const createRegistrationCode = ({ scope, body }: { scope: CompanyScope; body: CodeFields }) =>
  scope.kind === "admin"
    ? api.post<RegistrationCodeResponse>("/api/admin/create-registration-code", {
        ...body,
        companyId: scope.companyId,
      })
    : api.post<RegistrationCodeResponse>(EMPLOYER_API.registrationCodes, {
        maxUses: body.maxUses,
        expiryDays: body.expiryDays,
      });

/** The company's list of codes shows the new one. */
export function useCreateRegistrationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRegistrationCode,
    onSuccess: (_code, { scope }) =>
      queryClient.invalidateQueries({
        queryKey: scope.kind === "admin" ? adminKeys.registrationCodes : employerKeys.registrationCodes,
      }),
  });
}
