import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { RecordedLesson, RecordedLessonBody } from "#shared/schemas/recorded-lessons.ts";

export const updateRecordedLesson = ({ id, body }: { id: number; body: RecordedLessonBody }) =>
  api.put<RecordedLesson>(`/api/admin/recorded-lessons/${id}`, body);

export function useUpdateRecordedLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecordedLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.recordedLessons }),
  });
}
