import { Pencil, Trash2 } from "lucide-react";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { ShowMore } from "#app/components/ui/show-more.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";
import { useAdminRecordedLessons } from "../api/get-admin-recorded-lessons.ts";

/**
 * Every recorded lesson with its details, for the admin to edit or delete [1§2]; a page at a time with
 * "Show more" (decision 039).
 */
export function RecordedLessonsAdminList({
  onEdit,
  onDelete,
}: {
  onEdit: (recordedLesson: RecordedLesson) => void;
  onDelete: (recordedLesson: RecordedLesson) => void;
}) {
  const { query, lessons } = useAdminRecordedLessons();
  return (
    <QueryState query={query} loadingLabel="Loading lesson videos">
      {lessons.length === 0 ? (
        <EmptyState>No lesson videos yet.</EmptyState>
      ) : (
        <ul className="grid gap-3" aria-label="Lesson videos">
          {lessons.map((lesson) => (
            <li
              key={lesson.id}
              className="grid gap-3 rounded-md border border-slate-200 bg-white p-4 sm:grid-cols-[auto_1fr_auto] sm:items-center"
            >
              {lesson.thumbnail ? (
                <img
                  src={lesson.thumbnail}
                  alt=""
                  className="h-16 w-28 rounded object-cover"
                  loading="lazy"
                />
              ) : (
                <div className="hidden h-16 w-28 rounded bg-slate-100 sm:block" aria-hidden="true" />
              )}
              <div className="grid gap-1">
                <p className="font-semibold text-slate-900">{lesson.title}</p>
                <p className="text-sm text-slate-600">
                  {lesson.subject} · {lesson.tutorName ?? "Unknown tutor"}
                  {lesson.duration ? ` · ${lesson.duration} min` : ""} · {lesson.views} views · added{" "}
                  {formatDate(lesson.uploadedAt)}
                </p>
                {lesson.description ? <p className="text-sm text-slate-700">{lesson.description}</p> : null}
                {lesson.videoUrl ? (
                  <a
                    className="text-sm text-brand-700 underline"
                    href={lesson.videoUrl}
                    target="_blank"
                    rel="noreferrer"
                  >
                    Watch video
                  </a>
                ) : null}
              </div>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Edit ${lesson.title}`}
                  onClick={() => onEdit(lesson)}
                >
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Delete ${lesson.title}`}
                  onClick={() => onDelete(lesson)}
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ShowMore query={query} label="Show more lesson videos" />
    </QueryState>
  );
}
