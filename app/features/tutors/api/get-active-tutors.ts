import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { Tutor } from "#shared/schemas/tutors.ts";

/** Active tutors offered in the lesson form. */
export const getActiveTutors = () => api.get<Tutor[]>("/api/admin/users/tutors");

export const activeTutorsQueryOptions = queryOptions({
  queryKey: adminKeys.activeTutors,
  queryFn: getActiveTutors,
});

export const useActiveTutors = () => useQuery(activeTutorsQueryOptions);
