import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { type CompanyScope, scopedPath } from "#app/lib/company-scope.ts";
import { adminKeys, employerKeys } from "#app/lib/query-keys.ts";
import { EMPLOYER_API } from "#shared/schemas/employer-paths.ts";
import type { InviteListItem } from "#shared/schemas/registration.ts";

export async function getInviteLinks(scope: CompanyScope): Promise<InviteListItem[]> {
  try {
    return await api.get<InviteListItem[]>(
      scopedPath(
        scope,
        (companyId) => `/api/admin/companies/${companyId}/invite-links`,
        EMPLOYER_API.invites,
      ),
    );
  } catch (error) {
    // [1§8]: a failure to load existing invites is only logged; the list shows nothing (not a
    // misleading "no invite links").
    console.warn("Could not load existing invite links", error);
    throw error;
  }
}

export const inviteLinksQueryOptions = (scope: CompanyScope) =>
  queryOptions({
    queryKey:
      scope.kind === "admin" ? adminKeys.companyInviteLinks(scope.companyId) : employerKeys.inviteLinks,
    queryFn: () => getInviteLinks(scope),
  });

export const useInviteLinks = (scope: CompanyScope) => useQuery(inviteLinksQueryOptions(scope));
