import { Plus } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { QueryState } from "#app/components/query-state.tsx";
import { deleteAfterConfirm } from "#app/components/save-feedback.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ShowMore } from "#app/components/ui/show-more.tsx";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";
import { useDeleteRecordedLesson } from "../api/delete-recorded-lesson.ts";
import { useRecordedLessonPages } from "../api/get-recorded-lesson-pages.ts";
import { useLessonPageFilters } from "../lib/lesson-search.ts";
import { LessonCardSkeletons } from "./lesson-card-skeletons.tsx";
import { LessonFilters, NO_LESSON_FILTERS } from "./lesson-filters.tsx";
import { RecordedLessonCard } from "./recorded-lesson-card.tsx";

type Editing = { lesson: RecordedLesson | null } | null;

// The lesson form (react-hook-form, the lesson schema and zod) loads when Add Lesson or Edit is first
// pressed, not with the library (decision 055).
const RecordedLessonFormDialog = lazy(() =>
  import("./recorded-lesson-form-dialog.tsx").then((module) => ({
    default: module.RecordedLessonFormDialog,
  })),
);

/**
 * The recorded-lesson library of the tutor screens [2§2.5]: search, subject filter and the card grid;
 * Add Lesson when `canAdd`, Edit and Delete on the cards `canWrite` allows (the route decides, from the
 * signed-in account). The library comes a page at a time, searched and filtered by the server, with
 * "Show more" for the next page (decision 039).
 */
export function RecordedLessonsLibrary({
  canAdd,
  canWrite,
}: {
  canAdd: boolean;
  canWrite: (lesson: RecordedLesson) => boolean;
}) {
  const remove = useDeleteRecordedLesson();
  const [filters, setFilters] = useState(NO_LESSON_FILTERS);
  const [editing, setEditing] = useState<Editing>(null);
  const { sent, filtering } = useLessonPageFilters(filters);
  const { query, lessons } = useRecordedLessonPages("/api/recorded-lessons", sent);
  // A deleted lesson's Delete button is gone with its card: focus goes back to Add Lesson.
  const addButton = useRef<HTMLButtonElement>(null);

  const confirmDelete = (lesson: RecordedLesson) =>
    deleteAfterConfirm(
      remove,
      lesson.id,
      `Delete "${lesson.title}"? Families will no longer be able to watch it.`,
      { title: "Lesson deleted", description: `"${lesson.title}" has been deleted.` },
      () => addButton.current?.focus(),
    );

  return (
    <div className="grid gap-6">
      <LessonFilters value={filters} onChange={setFilters}>
        {canAdd ? (
          <Button ref={addButton} onClick={() => setEditing({ lesson: null })}>
            <Plus aria-hidden="true" />
            Add Lesson
          </Button>
        ) : null}
      </LessonFilters>

      <QueryState query={query} loadingLabel="Loading recorded lessons" loading={<LessonCardSkeletons />}>
        {lessons.length === 0 && !filtering ? (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white py-12 text-center">
            <h2 className="text-lg font-semibold text-slate-900">No Recorded Lessons</h2>
            <p className="mt-1 text-slate-600">
              {canAdd
                ? "Recordings you add appear here."
                : "Recordings will appear here once they are added."}
            </p>
          </div>
        ) : lessons.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white py-12 text-center text-slate-600">
            No lessons match your search criteria.
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Recorded lessons">
            {lessons.map((lesson) => {
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
        <ShowMore query={query} label="Show more recorded lessons" />
      </QueryState>

      {editing ? (
        <Suspense fallback={null}>
          <RecordedLessonFormDialog
            key={editing.lesson?.id ?? "new"}
            audience="portal"
            lesson={editing.lesson}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
