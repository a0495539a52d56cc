import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { FamilyChild, FamilyChildBody } from "#shared/schemas/students.ts";
import { invalidateFamilyViews } from "./invalidate-family-views.ts";

export const createFamilyChild = (body: FamilyChildBody) =>
  api.post<FamilyChild>("/api/family/children", body);

export function useCreateFamilyChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFamilyChild,
    onSuccess: () => invalidateFamilyViews(queryClient),
  });
}
