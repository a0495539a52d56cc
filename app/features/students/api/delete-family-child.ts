import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { invalidateFamilyViews } from "./invalidate-family-views.ts";

export const deleteFamilyChild = (id: number) => api.delete<void>(`/api/family/children/${id}`);

export function useDeleteFamilyChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFamilyChild,
    onSuccess: () => invalidateFamilyViews(queryClient),
  });
}
