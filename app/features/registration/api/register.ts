import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { currentUserQueryKey } from "#app/lib/query-client.ts";
import type { CurrentUser } from "#shared/schemas/auth.ts";
import type { RegisterBody } from "#shared/schemas/registration.ts";

export const register = (body: RegisterBody) => api.post<CurrentUser>("/api/register", body);

export function useRegister(
  options: { onSuccess?: (user: CurrentUser) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      options.onSuccess?.(user);
    },
    onError: options.onError,
  });
}
