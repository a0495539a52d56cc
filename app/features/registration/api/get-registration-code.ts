import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { RegistrationCodeDetails } from "#shared/schemas/registration.ts";

/** The company of a registration code; an unknown, expired or used-up code fails. */
export const getRegistrationCode = (code: string) =>
  api.get<RegistrationCodeDetails>(`/api/registration-codes/${encodeURIComponent(code)}`);

export const registrationCodeQueryOptions = (code: string) =>
  queryOptions({ queryKey: ["registration-code", code], queryFn: () => getRegistrationCode(code) });

export const useRegistrationCode = (code: string) => useQuery(registrationCodeQueryOptions(code));
