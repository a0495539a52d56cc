import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { RegistrationCodeResponse } from "#shared/schemas/registration.ts";

/** A company's registration codes, newest first, with their uses and status (decision 048). */
export const getRegistrationCodes = (companyId: number) =>
  api.get<RegistrationCodeResponse[]>(`/api/admin/companies/${companyId}/registration-codes`);

export const registrationCodesQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: adminKeys.companyRegistrationCodes(companyId),
    queryFn: () => getRegistrationCodes(companyId),
  });

export const useRegistrationCodes = (companyId: number) => useQuery(registrationCodesQueryOptions(companyId));
