import { lazy, Suspense, useState } from "react";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";

const RecordedLessonWatchDialog = lazy(() =>
  import("./recorded-lesson-watch-dialog.tsx").then((module) => ({
    default: module.RecordedLessonWatchDialog,
  })),
);

/**
 * The watch dialog for a dashboard's short list (decision 055): its player and the uploaded files'
 * address rules load when a lesson is first chosen, not with the dashboard. Once loaded it stays mounted,
 * so closing it returns focus to the Watch button as the dialog always has.
 */
export function LazyRecordedLessonWatchDialog({
  lesson,
  onClose,
}: {
  lesson: RecordedLesson | null;
  onClose: () => void;
}) {
  const [wanted, setWanted] = useState(false);
  if (lesson && !wanted) setWanted(true);
  if (!wanted && !lesson) return null;
  return (
    <Suspense fallback={null}>
      <RecordedLessonWatchDialog lesson={lesson} onClose={onClose} />
    </Suspense>
  );
}
