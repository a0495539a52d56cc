import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { type CompanyScope, scopedPath } from "#app/lib/company-scope.ts";
import { adminKeys, employerKeys } from "#app/lib/query-keys.ts";
import { EMPLOYER_API } from "#shared/schemas/employer-paths.ts";
import type { RegistrationCodeResponse } from "#shared/schemas/registration.ts";

/** A company's registration codes, newest first, with their uses and status (decision 048). */
export const getRegistrationCodes = (scope: CompanyScope) =>
  api.get<RegistrationCodeResponse[]>(
    scopedPath(
      scope,
      (companyId) => `/api/admin/companies/${companyId}/registration-codes`,
      EMPLOYER_API.registrationCodes,
    ),
  );

export const registrationCodesQueryOptions = (scope: CompanyScope) =>
  queryOptions({
    queryKey:
      scope.kind === "admin"
        ? adminKeys.companyRegistrationCodes(scope.companyId)
        : employerKeys.registrationCodes,
    queryFn: () => getRegistrationCodes(scope),
  });

export const useRegistrationCodes = (scope: CompanyScope) => useQuery(registrationCodesQueryOptions(scope));
