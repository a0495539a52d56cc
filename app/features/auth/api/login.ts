import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { currentUserQueryKey } from "#app/lib/query-client.ts";
import type { CurrentUser, LoginBody } from "#shared/schemas/auth.ts";

export const login = (body: LoginBody) => api.post<CurrentUser>("/api/login", body);

export function useLogin(
  options: { onSuccess?: (user: CurrentUser) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      options.onSuccess?.(user);
    },
    onError: options.onError,
  });
}
