import { useMutation } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { CreateRegistrationCodeBody, RegistrationCodeResponse } from "#shared/schemas/registration.ts";

export const createRegistrationCode = (body: CreateRegistrationCodeBody) =>
  api.post<RegistrationCodeResponse>("/api/admin/create-registration-code", body);

/** No list shows registration codes, so nothing to invalidate. */
export const useCreateRegistrationCode = () => useMutation({ mutationFn: createRegistrationCode });
