import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { FAMILY_SEARCH_MIN, type FamilyAccount } from "#shared/schemas/account.ts";

export const familiesKey = ["admin", "families"] as const;

export const searchFamilies = (search: string) =>
  api.get<FamilyAccount[]>(`/api/admin/families?search=${encodeURIComponent(search)}`);

const familiesQueryOptions = (search: string) =>
  queryOptions({ queryKey: [...familiesKey, search], queryFn: () => searchFamilies(search) });

/** Family accounts matching the admin's search; nothing is asked before it has enough characters. */
export function useFamilySearch(search: string) {
  const text = search.trim();
  return useQuery({ ...familiesQueryOptions(text), enabled: text.length >= FAMILY_SEARCH_MIN });
}
