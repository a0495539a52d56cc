import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { studentKeys } from "#app/lib/query-keys.ts";
import { FAMILY_SEARCH_MIN, type FamilyAccount } from "#shared/schemas/students.ts";

export const searchFamilyAccounts = (search: string) =>
  api.get<FamilyAccount[]>(`/api/students/family-accounts?search=${encodeURIComponent(search)}`);

export const familyAccountsQueryOptions = (search: string, enabled = true) =>
  queryOptions({
    queryKey: studentKeys.familyAccounts(search),
    queryFn: () => searchFamilyAccounts(search),
    enabled: enabled && search.trim().length >= FAMILY_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });

/** Family accounts matching `search` (name, username or e-mail); idle below the minimum length. */
export const useFamilyAccounts = (search: string, enabled = true) =>
  useQuery(familyAccountsQueryOptions(search, enabled));
