import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";

export const deleteRecordedLesson = (id: number) => api.delete<void>(`/api/admin/recorded-lessons/${id}`);

export function useDeleteRecordedLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecordedLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.recordedLessons }),
  });
}
