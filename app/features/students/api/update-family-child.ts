import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { FamilyChild, FamilyChildBody } from "#shared/schemas/students.ts";
import { invalidateFamilyViews } from "./invalidate-family-views.ts";

export const updateFamilyChild = ({ id, body }: { id: number; body: FamilyChildBody }) =>
  api.put<FamilyChild>(`/api/family/children/${id}`, body);

export function useUpdateFamilyChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFamilyChild,
    onSuccess: () => invalidateFamilyViews(queryClient),
  });
}
