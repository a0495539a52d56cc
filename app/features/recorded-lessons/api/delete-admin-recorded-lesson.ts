import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { invalidateRecordedLessons } from "./invalidate-recorded-lessons.ts";

export const deleteAdminRecordedLesson = (id: number) =>
  api.delete<void>(`/api/admin/recorded-lessons/${id}`);

export function useDeleteAdminRecordedLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminRecordedLesson,
    onSuccess: () => invalidateRecordedLessons(queryClient),
  });
}
