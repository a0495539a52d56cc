import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { AuditPage } from "#shared/schemas/employer.ts";
import { ADMIN_EMPLOYER_API, EMPLOYER_API } from "#shared/schemas/employer-paths.ts";
import type { CreatedScimToken, ScimToken } from "#shared/schemas/scim.ts";

/**
 * A company's SCIM tokens and audit list: the admin's paths for a company (`companyId`), or the signed-in
 * HR manager's own company (undefined).
 */
const tokensPath = (companyId: number | undefined) =>
  companyId === undefined ? EMPLOYER_API.scimTokens : ADMIN_EMPLOYER_API.scimTokens(companyId);
const tokenPath = (companyId: number | undefined, id: number) =>
  companyId === undefined ? EMPLOYER_API.scimToken(id) : ADMIN_EMPLOYER_API.scimToken(companyId, id);
const auditPath = (companyId: number | undefined) =>
  companyId === undefined ? EMPLOYER_API.audit : ADMIN_EMPLOYER_API.audit(companyId);

export const provisioningKeys = {
  all: (companyId: number | undefined) => ["provisioning", companyId ?? "own"] as const,
  tokens: (companyId: number | undefined) => ["provisioning", companyId ?? "own", "tokens"] as const,
  audit: (companyId: number | undefined, page: number) =>
    ["provisioning", companyId ?? "own", "audit", page] as const,
};

export const useScimTokens = (companyId: number | undefined) =>
  useQuery({
    queryKey: provisioningKeys.tokens(companyId),
    queryFn: () => api.get<ScimToken[]>(tokensPath(companyId)),
  });

/** One page of the company's audit list, newest first (the previous page stays shown while the next loads). */
export const useAuditPage = (companyId: number | undefined, page: number) =>
  useQuery({
    queryKey: provisioningKeys.audit(companyId, page),
    queryFn: () => api.get<AuditPage>(`${auditPath(companyId)}?page=${page}`),
    placeholderData: keepPreviousData,
  });

/** Makes (POST) a token, whose secret the answer holds once, or revokes (DELETE) one; both refresh the lists. */
export function useChangeScimTokens(companyId: number | undefined) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: provisioningKeys.all(companyId) });
  return {
    create: useMutation({
      mutationFn: (label: string) => api.post<CreatedScimToken>(tokensPath(companyId), { label }),
      onSettled,
    }),
    revoke: useMutation({
      mutationFn: (id: number) => api.delete<ScimToken>(tokenPath(companyId, id)),
      onSettled,
    }),
  };
}
