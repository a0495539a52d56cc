import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { invalidateRecordedLessons } from "./invalidate-recorded-lessons.ts";

export const deleteRecordedLesson = (id: number) => api.delete<void>(`/api/recorded-lessons/${id}`);

export function useDeleteRecordedLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecordedLesson,
    onSuccess: () => invalidateRecordedLessons(queryClient),
  });
}
