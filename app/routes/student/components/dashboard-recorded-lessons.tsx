import { useState } from "react";
import { Link } from "react-router";
import { QueryState } from "#app/components/query-state.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { useStudentRecordedLessons } from "#app/features/recorded-lessons/api/get-student-recorded-lessons.ts";
import { LazyRecordedLessonWatchDialog } from "#app/features/recorded-lessons/components/lazy-watch-dialog.tsx";
import { RecordedLessonRows } from "#app/features/recorded-lessons/components/recorded-lesson-rows.tsx";
import { useSelectedChild } from "#app/features/students/lib/selected-child.ts";
import { paths } from "#shared/config/paths.ts";

/** [2§9]: the student dashboard shows the first 3 recordings. */
export const DASHBOARD_LESSONS = 3;

/**
 * The dashboard's Recorded Lessons [2§2.3]: the first 3 recordings (with a child chosen, of its year and of
 * no year, decision 049), each with Watch, which plays it in the library's watch dialog here (a view
 * counted) rather than /student/lesson/{id}, the page of a scheduled session (decision 020); View All
 * Lessons to /student/lessons.
 */
export function DashboardRecordedLessons() {
  const { selectedChild, isLoading } = useSelectedChild();
  const lessons = useStudentRecordedLessons(
    DASHBOARD_LESSONS,
    isLoading ? undefined : (selectedChild?.id ?? null),
  );
  const [watchingId, setWatchingId] = useState<number | null>(null);
  const first = (lessons.data ?? []).slice(0, DASHBOARD_LESSONS);
  const watching = first.find((lesson) => lesson.id === watchingId) ?? null;
  return (
    <div className="grid gap-4">
      <QueryState query={lessons} loadingLabel="Loading recorded lessons">
        {first.length === 0 ? (
          <EmptyState>No lesson videos are available yet. Please check back later.</EmptyState>
        ) : (
          <RecordedLessonRows
            lessons={first}
            label="Recorded lessons"
            onWatch={(lesson) => setWatchingId(lesson.id)}
          />
        )}
      </QueryState>
      <Link
        to={paths.studentLessons}
        className="justify-self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        View All Lessons
      </Link>
      <LazyRecordedLessonWatchDialog lesson={watching} onClose={() => setWatchingId(null)} />
    </div>
  );
}
