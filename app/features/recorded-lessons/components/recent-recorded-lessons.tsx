import { useState } from "react";
import { Link } from "react-router";
import { QueryState } from "#app/components/query-state.tsx";
import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { paths } from "#shared/config/paths.ts";
import { useStudentRecordedLessons } from "../api/get-student-recorded-lessons.ts";
import { LazyRecordedLessonWatchDialog } from "./lazy-watch-dialog.tsx";
import { RecordedLessonRows } from "./recorded-lesson-rows.tsx";

/** How many recordings the parent dashboard shows [2§9]. */
export const RECENT_LESSONS_COUNT = 3;

/**
 * The parent dashboard's Recent Lessons [2§2.14]: the 3 newest recordings, each watched in the watch
 * dialog (a view recorded), and 'Watch All Lessons' to the parent portal.
 */
export function RecentRecordedLessons() {
  const lessons = useStudentRecordedLessons(RECENT_LESSONS_COUNT, null);
  const [watchingId, setWatchingId] = useState<number | null>(null);
  const recent = (lessons.data ?? []).slice(0, RECENT_LESSONS_COUNT);
  const watching = recent.find((lesson) => lesson.id === watchingId) ?? null;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Recent Lessons</h2>
        <Link
          to={paths.parentPortal}
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Watch All Lessons
        </Link>
      </CardHeader>
      <CardContent>
        {lessons.isPending ? (
          <div className="grid gap-3">
            <p role="status" className="sr-only">
              Loading recent lessons
            </p>
            {Array.from({ length: RECENT_LESSONS_COUNT }, (_, index) => (
              <Skeleton key={index} className="h-16 w-full" data-testid="recent-lesson-skeleton" />
            ))}
          </div>
        ) : (
          <QueryState query={lessons} loadingLabel="Loading recent lessons">
            {recent.length === 0 ? (
              <EmptyState>No lessons available yet</EmptyState>
            ) : (
              <RecordedLessonRows
                lessons={recent}
                label="Recent lessons"
                onWatch={(lesson) => setWatchingId(lesson.id)}
              />
            )}
          </QueryState>
        )}
      </CardContent>
      <LazyRecordedLessonWatchDialog lesson={watching} onClose={() => setWatchingId(null)} />
    </Card>
  );
}
