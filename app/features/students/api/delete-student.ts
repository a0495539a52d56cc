import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { studentKeys } from "#app/lib/query-keys.ts";

export const deleteStudent = (id: number) => api.delete<void>(`/api/students/${id}`);

export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudent,
    // The deleted student's own queries are left alone: refetching them would only answer 404 while its
    // page is still open.
    onSuccess: (_data, id) =>
      queryClient.invalidateQueries({
        queryKey: studentKeys.all,
        predicate: (query) => query.queryKey[1] !== id,
      }),
  });
}
