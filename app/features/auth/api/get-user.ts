import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "#app/lib/api-client.ts";
import { currentUserQueryKey } from "#app/lib/query-client.ts";
import type { CurrentUser } from "#shared/schemas/auth.ts";

/** The current user, or null when signed out (a 401 is not an error here [1§7]). */
export async function getUser(): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>("/api/user");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = queryOptions({ queryKey: currentUserQueryKey, queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions);
}
