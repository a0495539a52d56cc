import { useState } from "react";
import { useRecordedLessonPages } from "../api/get-recorded-lesson-pages.ts";
import { NO_LESSON_FILTERS } from "../components/lesson-filters.tsx";
import { useLessonPageFilters } from "./lesson-search.ts";

/**
 * The family library's state, for its table and its card grid: the lessons page by page, searched and
 * filtered by the server (decision 039), the filters, whether they narrow the list, and the lesson being
 * watched. `studentId` is the child chosen on the student screens, whose year's lessons and those of no
 * year are listed (decision 049): null for the whole library, undefined while the choice loads (nothing is
 * fetched yet).
 */
export function useFamilyLibrary(studentId: number | null | undefined) {
  const [filters, setFilters] = useState(NO_LESSON_FILTERS);
  const [watchingId, setWatchingId] = useState<number | null>(null);
  const { sent, filtering } = useLessonPageFilters(filters);
  const { query, lessons } = useRecordedLessonPages(
    "/api/student/recorded-lessons",
    { ...sent, studentId: studentId ?? null },
    { enabled: studentId !== undefined },
  );
  // Read from the list, so the dialog shows the view its opening counted.
  const watching = lessons.find((lesson) => lesson.id === watchingId) ?? null;
  return { query, filters, setFilters, filtering, watching, setWatchingId, shown: lessons };
}
