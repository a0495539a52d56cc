import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { RecordedLesson, RecordedLessonBody } from "#shared/schemas/recorded-lessons.ts";
import { invalidateRecordedLessons } from "./invalidate-recorded-lessons.ts";

export const updateAdminRecordedLesson = ({ id, body }: { id: number; body: RecordedLessonBody }) =>
  api.put<RecordedLesson>(`/api/admin/recorded-lessons/${id}`, body);

export function useUpdateAdminRecordedLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminRecordedLesson,
    onSuccess: () => invalidateRecordedLessons(queryClient),
  });
}
