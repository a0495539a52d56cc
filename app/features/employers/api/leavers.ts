import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { type CompanyScope, scopedPath } from "#app/lib/company-scope.ts";
import { adminKeys, employerKeys } from "#app/lib/query-keys.ts";
import type { LeaversBody, LeaversResult } from "#shared/schemas/employer.ts";
import { ADMIN_EMPLOYER_API, EMPLOYER_API } from "#shared/schemas/employer-paths.ts";

/** Marks the chosen employees as leaving on `leftAt` (today or later). */
export const markLeavers = ({ scope, body }: { scope: CompanyScope; body: LeaversBody }) =>
  api.post<LeaversResult>(scopedPath(scope, ADMIN_EMPLOYER_API.leavers, EMPLOYER_API.leavers), body);

/** Takes back a leaving date still ahead (409 once it has come). */
export const undoLeaver = ({ scope, userId }: { scope: CompanyScope; userId: number }) =>
  api.delete<void>(
    scope.kind === "admin" ? ADMIN_EMPLOYER_API.leaver(scope.companyId, userId) : EMPLOYER_API.leaver(userId),
  );

/**
 * A leaver changes the employees list and the company's places (its place is free from the date): the
 * admin's companies (whose cards show places) or everything of the employer's screen are read again.
 */
function useRefreshCompany() {
  const queryClient = useQueryClient();
  return (scope: CompanyScope) =>
    queryClient.invalidateQueries({
      queryKey: scope.kind === "admin" ? adminKeys.companies : employerKeys.all,
    });
}

export function useMarkLeavers() {
  const refresh = useRefreshCompany();
  return useMutation({ mutationFn: markLeavers, onSuccess: (_result, { scope }) => refresh(scope) });
}

export function useUndoLeaver() {
  const refresh = useRefreshCompany();
  return useMutation({ mutationFn: undoLeaver, onSettled: (_result, _error, { scope }) => refresh(scope) });
}
