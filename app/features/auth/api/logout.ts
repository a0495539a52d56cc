import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastAndRedirect } from "#app/components/ui/toast.tsx";
import { api, errorMessage } from "#app/lib/api-client.ts";
import { currentUserQueryKey } from "#app/lib/query-client.ts";
import { paths } from "#shared/config/paths.ts";

export const logout = () => api.post<{ message: string }>("/api/logout");

/** Ends the session on the server, forgets every cached query and returns to the home page. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(currentUserQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      toastAndRedirect(
        { title: "Logged out", description: "You have been successfully logged out." },
        paths.home,
      );
    },
    onError: (error) =>
      toast({ title: "Logout failed", description: errorMessage(error), variant: "destructive" }),
  });
}
