import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { InviteListItem } from "#shared/schemas/registration.ts";

export async function getInviteLinks(companyId: number): Promise<InviteListItem[]> {
  try {
    return await api.get<InviteListItem[]>(`/api/admin/companies/${companyId}/invite-links`);
  } catch (error) {
    // [1§8]: a failure to load existing invites is only logged; the list shows nothing (not a
    // misleading "no invite links").
    console.warn("Could not load existing invite links", error);
    throw error;
  }
}

export const inviteLinksQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: adminKeys.companyInviteLinks(companyId),
    queryFn: () => getInviteLinks(companyId),
  });

export const useInviteLinks = (companyId: number | null) =>
  useQuery({ ...inviteLinksQueryOptions(companyId ?? 0), enabled: companyId !== null });
