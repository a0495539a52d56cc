import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { ADMIN_EMPLOYER_API, EMPLOYER_API } from "#shared/schemas/employer.ts";
import type { SignInSettings, SignInSettingsBody } from "#shared/schemas/sso.ts";

/**
 * A company's sign-in settings: the admin's path for a company (`companyId`), or the signed-in HR manager's
 * own company (undefined).
 */
const pathFor = (companyId: number | undefined) =>
  companyId === undefined ? EMPLOYER_API.signInSettings : ADMIN_EMPLOYER_API.signInSettings(companyId);

export const signInSettingsKey = (companyId: number | undefined) =>
  ["sign-in-settings", companyId ?? "own"] as const;

export const useSignInSettings = (companyId: number | undefined) =>
  useQuery({
    queryKey: signInSettingsKey(companyId),
    queryFn: () => api.get<SignInSettings>(pathFor(companyId)),
  });

/** Saves (PUT) or turns off (DELETE) the settings; the answer replaces the cached ones. */
export function useChangeSignInSettings(companyId: number | undefined) {
  const queryClient = useQueryClient();
  const onSuccess = (settings: SignInSettings) =>
    queryClient.setQueryData(signInSettingsKey(companyId), settings);
  return {
    save: useMutation({
      mutationFn: (body: SignInSettingsBody) => api.put<SignInSettings>(pathFor(companyId), body),
      onSuccess,
    }),
    turnOff: useMutation({
      mutationFn: () => api.delete<SignInSettings>(pathFor(companyId)),
      onSuccess,
    }),
  };
}
