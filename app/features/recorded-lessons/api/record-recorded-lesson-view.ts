import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, type ListPage } from "#app/lib/api-client.ts";
import { recordedLessonKeys } from "#app/lib/query-keys.ts";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";
import { studentRecordedLessonsKey } from "./get-student-recorded-lessons.ts";

/** Counts one view of a lesson (no body); answers the lesson's views after it. */
export const recordRecordedLessonView = (id: number) =>
  api.post<{ views: number }>(`/api/recorded-lessons/${id}/views`);

/** Counts a view and shows the new count on the lesson's page and in the libraries (tutor and family). */
export function useRecordRecordedLessonView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordRecordedLessonView,
    onSuccess: ({ views }, id) => {
      queryClient.setQueryData<RecordedLesson>(recordedLessonKeys.detail(id), (lesson) =>
        lesson ? { ...lesson, views } : lesson,
      );
      queryClient.setQueryData<RecordedLesson[]>(recordedLessonKeys.all, (lessons) =>
        lessons?.map((lesson) => (lesson.id === id ? { ...lesson, views } : lesson)),
      );
      // The dashboards' newest few, whatever their number.
      queryClient.setQueriesData<RecordedLesson[]>({ queryKey: studentRecordedLessonsKey }, (lessons) =>
        lessons?.map((lesson) => (lesson.id === id ? { ...lesson, views } : lesson)),
      );
      // The libraries read page by page (decision 039): every cached page holding the lesson.
      queryClient.setQueriesData<InfiniteData<ListPage<RecordedLesson>>>(
        { queryKey: [...recordedLessonKeys.all, "pages"] },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((lesson) => (lesson.id === id ? { ...lesson, views } : lesson)),
            })),
          },
      );
    },
  });
}
