import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { CreateRegistrationCodeBody, RegistrationCodeResponse } from "#shared/schemas/registration.ts";

export const createRegistrationCode = (body: CreateRegistrationCodeBody) =>
  api.post<RegistrationCodeResponse>("/api/admin/create-registration-code", body);

/** The company's list of codes shows the new one. */
export function useCreateRegistrationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRegistrationCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.registrationCodes }),
  });
}
