import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { familyChildKeys } from "#app/lib/query-keys.ts";
import type { FamilyChild } from "#shared/schemas/students.ts";

export const getFamilyChildren = () => api.get<FamilyChild[]>("/api/family/children");

export const familyChildrenQueryOptions = queryOptions({
  queryKey: familyChildKeys.all,
  queryFn: getFamilyChildren,
});

/** The signed-in family's own children, by label. */
export const useFamilyChildren = () => useQuery(familyChildrenQueryOptions);
