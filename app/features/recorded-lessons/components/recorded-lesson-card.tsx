import { Clock, Eye, Pencil, PlayCircle, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { IconText } from "#app/components/ui/icon-text.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import { paths } from "#shared/config/paths.ts";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";
import { durationText, viewsText } from "../lib/lesson-facts.ts";
import { SubjectBadge } from "./subject-badge.tsx";

/**
 * One recording in the library grid. It links to the lesson's page, or with `onWatch` (the parent
 * portal [2§2.7]) the picture, the title and Watch open the watch dialog instead; Edit and Delete only for
 * whoever may change it.
 */
export function RecordedLessonCard({
  lesson,
  onWatch,
  onEdit,
  onDelete,
}: {
  lesson: RecordedLesson;
  onWatch?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const picture = lesson.thumbnail ? (
    <img src={lesson.thumbnail} alt="" loading="lazy" className="aspect-video w-full object-cover" />
  ) : (
    <div className="grid aspect-video w-full place-items-center bg-slate-100 text-slate-400">
      <PlayCircle className="size-12" />
    </div>
  );
  return (
    <Card className="flex flex-col overflow-hidden">
      {onWatch ? (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          className="block cursor-pointer"
          onClick={onWatch}
        >
          {picture}
        </button>
      ) : (
        <Link to={paths.recordedLesson(lesson.id)} tabIndex={-1} aria-hidden="true" className="block">
          {picture}
        </Link>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <SubjectBadge subject={lesson.subject} />
          <span className="text-xs text-slate-600">{formatDate(lesson.uploadedAt)}</span>
        </div>
        <h2 className="text-lg leading-snug font-semibold text-slate-900">
          {onWatch ? (
            <button type="button" className="cursor-pointer text-left hover:underline" onClick={onWatch}>
              {lesson.title}
            </button>
          ) : (
            <Link to={paths.recordedLesson(lesson.id)} className="hover:underline">
              {lesson.title}
            </Link>
          )}
        </h2>
        {lesson.tutorName ? <p className="text-sm text-slate-600">{lesson.tutorName}</p> : null}
        {lesson.description ? (
          <p className="line-clamp-2 text-sm text-slate-700">{lesson.description}</p>
        ) : null}
        <p className="mt-auto flex gap-4 pt-2 text-sm text-slate-600">
          <IconText icon={Clock}>{durationText(lesson.duration, "min")}</IconText>
          <IconText icon={Eye}>{viewsText(lesson.views)}</IconText>
        </p>
        {onWatch ? (
          <Button size="sm" className="mt-2 w-fit" onClick={onWatch}>
            <PlayCircle aria-hidden="true" />
            Watch<span className="sr-only"> {lesson.title}</span>
          </Button>
        ) : null}
        {onEdit || onDelete ? (
          <div className="flex gap-2 border-t border-slate-100 pt-3">
            {onEdit ? (
              <Button variant="outline" size="sm" aria-label={`Edit ${lesson.title}`} onClick={onEdit}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            ) : null}
            {onDelete ? (
              <Button variant="outline" size="sm" aria-label={`Delete ${lesson.title}`} onClick={onDelete}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </Card>
  );
}
