import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { RecordedLesson, RecordedLessonBody } from "#shared/schemas/recorded-lessons.ts";
import { invalidateRecordedLessons } from "./invalidate-recorded-lessons.ts";

export const createAdminRecordedLesson = (body: RecordedLessonBody) =>
  api.post<RecordedLesson>("/api/admin/recorded-lessons", body);

export function useCreateAdminRecordedLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminRecordedLesson,
    onSuccess: () => invalidateRecordedLessons(queryClient),
  });
}
