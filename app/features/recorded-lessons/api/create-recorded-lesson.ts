import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { RecordedLesson, RecordedLessonBody } from "#shared/schemas/recorded-lessons.ts";

export const createRecordedLesson = (body: RecordedLessonBody) =>
  api.post<RecordedLesson>("/api/admin/recorded-lessons", body);

export function useCreateRecordedLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecordedLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.recordedLessons }),
  });
}
