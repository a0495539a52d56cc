import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { HrManager, HrManagerInvitation, HrManagerInviteBody } from "#shared/schemas/employer.ts";
import { ADMIN_EMPLOYER_API } from "#shared/schemas/employer-paths.ts";

const hrManagersKey = (companyId: number) => [...adminKeys.companies, companyId, "hr-managers"] as const;

/** A company's HR managers: accounts, and invitations not yet used (the admin's company page). */
export const getHrManagers = (companyId: number) =>
  api.get<HrManager[]>(ADMIN_EMPLOYER_API.hrManagers(companyId));

export const hrManagersQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: hrManagersKey(companyId), queryFn: () => getHrManagers(companyId) });

export const useHrManagers = (companyId: number) => useQuery(hrManagersQueryOptions(companyId));

/** Invites an HR manager (an e-mail with a link valid 7 days, single use); the list shows the invitation. */
export const inviteHrManager = ({ companyId, body }: { companyId: number; body: HrManagerInviteBody }) =>
  api.post<HrManagerInvitation>(ADMIN_EMPLOYER_API.hrManagers(companyId), body);

export function useInviteHrManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteHrManager,
    onSuccess: (_invitation, { companyId }) =>
      queryClient.invalidateQueries({ queryKey: hrManagersKey(companyId) }),
  });
}
