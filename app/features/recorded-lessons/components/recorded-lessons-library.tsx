import { Plus, Search } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Input, NativeSelect } from "#app/components/ui/input.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { RECORDED_LESSON_SUBJECTS, type RecordedLesson } from "#shared/schemas/recorded-lessons.ts";
import { useDeleteRecordedLesson } from "../api/delete-recorded-lesson.ts";
import { useRecordedLessons } from "../api/get-recorded-lessons.ts";
import { matchesLessonSearch } from "../lib/lesson-search.ts";
import { RecordedLessonCard } from "./recorded-lesson-card.tsx";
import { RecordedLessonFormDialog } from "./recorded-lesson-form-dialog.tsx";

/** How many placeholder cards show while the library loads [2§9]. */
const SKELETON_CARDS = 6;
const ALL_SUBJECTS = "all";

type Editing = { lesson: RecordedLesson | null } | null;

/**
 * The recorded-lesson library of the tutor screens [2§2.5]: search, subject filter and the card grid;
 * Add Lesson when `canAdd`, Edit and Delete on the cards `canWrite` allows (the route decides, from the
 * signed-in account).
 */
export function RecordedLessonsLibrary({
  canAdd,
  canWrite,
}: {
  canAdd: boolean;
  canWrite: (lesson: RecordedLesson) => boolean;
}) {
  const lessons = useRecordedLessons();
  const remove = useDeleteRecordedLesson();
  const [search, setSearch] = useState("");
  const [subject, setSubject] = useState(ALL_SUBJECTS);
  const [editing, setEditing] = useState<Editing>(null);
  const deferredSearch = useDeferredValue(search);

  const subjects = [...RECORDED_LESSON_SUBJECTS, ...(lessons.data ?? []).map((lesson) => lesson.subject)];
  const subjectOptions = [...new Set(subjects)];
  const shown = (lessons.data ?? []).filter(
    (lesson) =>
      (subject === ALL_SUBJECTS || lesson.subject === subject) && matchesLessonSearch(lesson, deferredSearch),
  );

  function confirmDelete(lesson: RecordedLesson) {
    if (!window.confirm(`Delete "${lesson.title}"? Families will no longer be able to watch it.`)) return;
    remove.mutate(lesson.id, {
      onSuccess: () => toast({ title: "Lesson deleted", description: `"${lesson.title}" has been deleted.` }),
      onError: (error) => toast({ title: "Error", description: errorMessage(error), variant: "destructive" }),
    });
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <label htmlFor="lesson-search" className="text-sm font-medium text-slate-800">
            Search lessons
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <Input
              id="lesson-search"
              type="search"
              className="pl-9"
              placeholder="Title, description or tutor"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-1.5 sm:w-56">
          <label htmlFor="lesson-subject-filter" className="text-sm font-medium text-slate-800">
            Subject
          </label>
          <NativeSelect
            id="lesson-subject-filter"
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
          >
            <option value={ALL_SUBJECTS}>All Subjects</option>
            {subjectOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        </div>
        {canAdd ? (
          <Button onClick={() => setEditing({ lesson: null })}>
            <Plus aria-hidden="true" />
            Add Lesson
          </Button>
        ) : null}
      </div>

      {lessons.isPending ? (
        <div>
          <p role="status" className="sr-only">
            Loading recorded lessons
          </p>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="lesson-skeletons">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <Card key={index} className="grid gap-3 p-4">
                <Skeleton className="aspect-video w-full" />
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-4 w-1/2" />
              </Card>
            ))}
          </div>
        </div>
      ) : lessons.error ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-red-200 bg-red-50 p-4">
          <p role="alert" className="text-sm text-red-800">
            {errorMessage(lessons.error)}
          </p>
          <Button variant="outline" size="sm" onClick={() => void lessons.refetch()}>
            Try again
          </Button>
        </div>
      ) : lessons.data?.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white py-12 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No Recorded Lessons</h2>
          <p className="mt-1 text-slate-600">
            {canAdd ? "Recordings you add appear here." : "Recordings will appear here once they are added."}
          </p>
        </div>
      ) : shown.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white py-12 text-center text-slate-600">
          No lessons match your search criteria.
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Recorded lessons">
          {shown.map((lesson) => {
            const writable = canWrite(lesson);
            return (
              <li key={lesson.id} className="grid">
                <RecordedLessonCard
                  lesson={lesson}
                  onEdit={writable ? () => setEditing({ lesson }) : undefined}
                  onDelete={writable ? () => confirmDelete(lesson) : undefined}
                />
              </li>
            );
          })}
        </ul>
      )}

      {editing ? (
        <RecordedLessonFormDialog
          key={editing.lesson?.id ?? "new"}
          audience="portal"
          lesson={editing.lesson}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
