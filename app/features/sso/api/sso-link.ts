import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { SSO_API, type SsoLinkBody, type SsoLinkStatus } from "#shared/schemas/sso.ts";

export const ssoLinkKey = ["sso-link"] as const;

/** Whether the signed-in family may link its organisation's sign-in, and whether it has. */
export const useSsoLink = () =>
  useQuery({ queryKey: ssoLinkKey, queryFn: () => api.get<SsoLinkStatus>(SSO_API.link) });

/** Starts a link, confirmed by the current password (the provider's address to go to), or removes it. */
export function useChangeSsoLink() {
  const queryClient = useQueryClient();
  return {
    start: useMutation({
      mutationFn: (body: SsoLinkBody) => api.post<{ redirectUrl: string }>(SSO_API.link, body),
    }),
    remove: useMutation({
      mutationFn: () => api.delete<SsoLinkStatus>(SSO_API.link),
      onSuccess: (status) => queryClient.setQueryData(ssoLinkKey, status),
    }),
  };
}
