import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { RecordedLesson, RecordedLessonPortalBody } from "#shared/schemas/recorded-lessons.ts";
import { invalidateRecordedLessons } from "./invalidate-recorded-lessons.ts";

/** Publishes a recording as the signed-in account's own. */
export const createRecordedLesson = (body: RecordedLessonPortalBody) =>
  api.post<RecordedLesson>("/api/recorded-lessons", body);

export function useCreateRecordedLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecordedLesson,
    onSuccess: () => invalidateRecordedLessons(queryClient),
  });
}
