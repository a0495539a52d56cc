import { ArrowLeft, CalendarDays, Clock, Eye, type LucideIcon, User } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { QueryError } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { paths } from "#shared/config/paths.ts";
import { useRecordedLesson } from "../api/get-recorded-lesson.ts";
import { durationText, viewsText } from "../lib/lesson-facts.ts";
import { useViewOnOpen } from "../lib/use-view-on-open.ts";
import { RecordedLessonPlayer } from "./recorded-lesson-player.tsx";
import { SubjectBadge } from "./subject-badge.tsx";

/** One of the lesson's facts: its icon, named for screen readers by `label`, then the value. */
function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt>
        <Icon className="size-4" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function NotFound() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-slate-200 bg-white px-6 py-12 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Lesson Not Found</h1>
      <p className="text-slate-600">The lesson you're looking for doesn't exist or has been removed.</p>
      <Button asChild variant="outline">
        <Link to={paths.recordedLessons}>
          <ArrowLeft aria-hidden="true" />
          Back to Recorded Lessons
        </Link>
      </Button>
    </div>
  );
}

/**
 * One recorded lesson's page: the player, then the title, subject, teacher, upload date, duration, views
 * and description. `id` is null when the address names no lesson.
 */
export function RecordedLessonView({ id }: { id: number | null }) {
  const lesson = useRecordedLesson(id);
  useViewOnOpen(lesson.data ? id : null);

  if (id === null) return <NotFound />;
  if (lesson.isPending) {
    return (
      <div className="grid gap-4">
        <p role="status" className="sr-only">
          Loading the lesson
        </p>
        <Skeleton className="aspect-video w-full" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  }
  if (lesson.error instanceof ApiError && lesson.error.status === 404) return <NotFound />;
  if (lesson.error || !lesson.data) return <QueryError query={lesson} />;
  const data = lesson.data;
  return (
    <article className="grid gap-6">
      <Link
        to={paths.recordedLessons}
        className="flex w-fit items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Recorded Lessons
      </Link>
      <RecordedLessonPlayer lesson={data} />
      <header className="grid gap-3">
        <div>
          <SubjectBadge subject={data.subject} />
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{data.title}</h1>
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
          <Fact icon={User} label="Tutor">
            {data.tutorName ?? "Unknown tutor"}
          </Fact>
          <div className="flex items-center gap-1.5">
            <dt className="flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              Uploaded
            </dt>
            <dd>{formatDate(data.uploadedAt)}</dd>
          </div>
          <Fact icon={Clock} label="Duration">
            {durationText(data.duration)}
          </Fact>
          <Fact icon={Eye} label="Views">
            {viewsText(data.views)}
          </Fact>
        </dl>
      </header>
      <section aria-labelledby="lesson-description" className="grid gap-2">
        <h2 id="lesson-description" className="text-lg font-semibold text-slate-900">
          About this lesson
        </h2>
        <p className="whitespace-pre-line text-slate-700">
          {data.description ?? "No description was given."}
        </p>
      </section>
    </article>
  );
}
