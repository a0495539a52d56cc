import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "#app/lib/api-client.ts";
import { scheduledSessionKeys } from "#app/lib/query-keys.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";

/** `GET /api/scheduled-sessions/{id}` [2§7]; null when there is none the account may see (404). */
export async function getScheduledSession(id: number): Promise<PortalSession | null> {
  try {
    return await api.get<PortalSession>(`/api/scheduled-sessions/${id}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const scheduledSessionQueryOptions = (id: number) =>
  queryOptions({ queryKey: scheduledSessionKeys.detail(id), queryFn: () => getScheduledSession(id) });

/** `id` is null when the address names no session: nothing is fetched. */
export const useScheduledSession = (id: number | null) =>
  useQuery({ ...scheduledSessionQueryOptions(id ?? 0), enabled: id !== null });
