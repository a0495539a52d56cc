import { PlayCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import { paths } from "#shared/config/paths.ts";
import { useStudentRecordedLessons } from "../api/get-student-recorded-lessons.ts";
import { RecordedLessonWatchDialog } from "./recorded-lesson-watch-dialog.tsx";
import { SubjectBadge } from "./subject-badge.tsx";

/** How many recordings the parent dashboard shows [2§9]. */
export const RECENT_LESSONS_COUNT = 3;

/**
 * The parent dashboard's Recent Lessons [2§2.14]: the 3 newest recordings, each watched in the watch
 * dialog (a view recorded), and 'Watch All Lessons' to the parent portal.
 */
export function RecentRecordedLessons() {
  const lessons = useStudentRecordedLessons();
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
              <ul className="grid gap-3" aria-label="Recent lessons">
                {recent.map((lesson) => (
                  <li
                    key={lesson.id}
                    className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3"
                  >
                    <div className="grid min-w-0 gap-1">
                      <p className="font-medium text-slate-900">{lesson.title}</p>
                      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                        <SubjectBadge subject={lesson.subject} />
                        <time dateTime={lesson.uploadedAt}>{formatDate(lesson.uploadedAt)}</time>
                      </p>
                    </div>
                    <Button size="sm" variant="outline" onClick={() => setWatchingId(lesson.id)}>
                      <PlayCircle aria-hidden="true" />
                      Watch<span className="sr-only"> {lesson.title}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        )}
      </CardContent>
      <RecordedLessonWatchDialog lesson={watching} onClose={() => setWatchingId(null)} />
    </Card>
  );
}
