import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { RecordedLesson, RecordedLessonPortalBody } from "#shared/schemas/recorded-lessons.ts";
import { invalidateRecordedLessons } from "./invalidate-recorded-lessons.ts";

export const updateRecordedLesson = ({ id, body }: { id: number; body: RecordedLessonPortalBody }) =>
  api.put<RecordedLesson>(`/api/recorded-lessons/${id}`, body);

export function useUpdateRecordedLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecordedLesson,
    onSuccess: () => invalidateRecordedLessons(queryClient),
  });
}
