import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";
import { useRecordedLessons } from "../api/get-recorded-lessons.ts";
import { formatDate } from "../lib/format-date.ts";
import { DeleteLessonDialog } from "./delete-lesson-dialog.tsx";
import { LessonDialog } from "./lesson-dialog.tsx";
import { QueryState } from "./query-state.tsx";

type Editing = { lesson: RecordedLesson | null } | null;

/** Lesson Videos [1§2]: list, add, edit and delete recorded lessons. */
export function LessonsTab() {
  const lessons = useRecordedLessons();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<RecordedLesson | null>(null);
  return (
    <section className="grid gap-6" aria-labelledby="lessons-heading">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="lessons-heading" className="text-2xl font-semibold text-slate-900">
            Lesson Videos
          </h2>
          <p className="text-slate-600">Recorded lessons families can watch.</p>
        </div>
        <Button onClick={() => setEditing({ lesson: null })}>
          <Plus aria-hidden="true" />
          Add Lesson Video
        </Button>
      </div>
      <QueryState
        isPending={lessons.isPending}
        error={lessons.error}
        loadingLabel="Loading lesson videos"
        onRetry={() => void lessons.refetch()}
      >
        {lessons.data?.length === 0 ? (
          <p className="py-6 text-center text-slate-600">No lesson videos yet.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Lesson videos">
            {lessons.data?.map((lesson) => (
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
                    onClick={() => setEditing({ lesson })}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Delete ${lesson.title}`}
                    onClick={() => setDeleting(lesson)}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {editing ? (
        <LessonDialog
          key={editing.lesson?.id ?? "new"}
          lesson={editing.lesson}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? <DeleteLessonDialog lesson={deleting} onClose={() => setDeleting(null)} /> : null}
    </section>
  );
}
