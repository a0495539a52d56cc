import { useDeferredValue, useState } from "react";
import { useStudentRecordedLessons } from "../api/get-student-recorded-lessons.ts";
import { NO_LESSON_FILTERS } from "../components/lesson-filters.tsx";
import { filterLessons } from "./lesson-search.ts";

/**
 * The family library's state, for its table and its card grid: the lessons, the filters and the lessons
 * they leave, and the lesson being watched.
 */
export function useFamilyLibrary() {
  const lessons = useStudentRecordedLessons();
  const [filters, setFilters] = useState(NO_LESSON_FILTERS);
  const [watchingId, setWatchingId] = useState<number | null>(null);
  // Read from the list, so the dialog shows the view its opening counted.
  const watching = lessons.data?.find((lesson) => lesson.id === watchingId) ?? null;
  const shown = filterLessons(lessons.data ?? [], useDeferredValue(filters));
  return { lessons, filters, setFilters, watching, setWatchingId, shown };
}
