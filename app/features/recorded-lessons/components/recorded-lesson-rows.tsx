import { PlayCircle } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";
import { SubjectBadge } from "./subject-badge.tsx";

/** A short list of lessons on a dashboard: title, subject, upload date and Watch on each row. */
export function RecordedLessonRows({
  lessons,
  label,
  onWatch,
}: {
  lessons: readonly RecordedLesson[];
  label: string;
  onWatch: (lesson: RecordedLesson) => void;
}) {
  return (
    <ul className="grid gap-3" aria-label={label}>
      {lessons.map((lesson) => (
        <li
          key={lesson.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 bg-white p-3"
        >
          <div className="grid min-w-0 gap-1">
            <p className="font-medium text-slate-900">{lesson.title}</p>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <SubjectBadge subject={lesson.subject} />
              <time dateTime={lesson.uploadedAt}>{formatDate(lesson.uploadedAt)}</time>
            </p>
          </div>
          <Button size="sm" variant="outline" onClick={() => onWatch(lesson)}>
            <PlayCircle aria-hidden="true" />
            Watch<span className="sr-only"> {lesson.title}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
