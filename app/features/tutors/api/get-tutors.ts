import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { Tutor } from "#shared/schemas/tutors.ts";

/** The admin tutor list; a 401 throws [1§7]. */
export const getTutors = () => api.get<Tutor[]>("/api/admin/tutors");

export const tutorsQueryOptions = queryOptions({ queryKey: adminKeys.tutors, queryFn: getTutors });

export const useTutors = () => useQuery(tutorsQueryOptions);
