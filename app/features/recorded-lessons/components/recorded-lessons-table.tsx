import { PlayCircle } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHeader,
  TableHeadings,
  TableRow,
} from "#app/components/ui/table.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import { useStudentRecordedLessons } from "../api/get-student-recorded-lessons.ts";
import { filterLessons } from "../lib/lesson-search.ts";
import { LessonFilters, NO_LESSON_FILTERS } from "./lesson-filters.tsx";
import { RecordedLessonWatchDialog } from "./recorded-lesson-watch-dialog.tsx";
import { SubjectBadge } from "./subject-badge.tsx";

/**
 * The student's Recorded Lessons [2§2.6]: search and subject filter over a table of Title, Subject,
 * Uploaded, Duration, Views and Actions; Play opens the watch dialog, which records a view.
 */
export function RecordedLessonsTable() {
  const lessons = useStudentRecordedLessons();
  const [filters, setFilters] = useState(NO_LESSON_FILTERS);
  const [watchingId, setWatchingId] = useState<number | null>(null);
  // Read from the list, so the dialog shows the view its opening counted.
  const watching = lessons.data?.find((lesson) => lesson.id === watchingId) ?? null;
  const shown = filterLessons(lessons.data ?? [], useDeferredValue(filters));
  return (
    <div className="grid gap-6">
      <LessonFilters lessons={lessons.data ?? []} value={filters} onChange={setFilters} />
      <QueryState query={lessons} loadingLabel="Loading recorded lessons">
        {shown.length === 0 ? (
          <EmptyState className="rounded-lg border border-dashed border-slate-300 bg-white py-12">
            No lessons found. Try adjusting your filters.
          </EmptyState>
        ) : (
          <Table frameClassName="bg-white">
            <TableCaption>Recorded lessons, newest first</TableCaption>
            <TableHeader>
              <TableHeadings headings={["Title", "Subject", "Uploaded", "Duration", "Views", "Actions"]} />
            </TableHeader>
            <TableBody>
              {shown.map((lesson) => (
                <TableRow key={lesson.id}>
                  <TableCell className="min-w-48 font-medium text-slate-900">{lesson.title}</TableCell>
                  <TableCell>
                    <SubjectBadge subject={lesson.subject} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    <time dateTime={lesson.uploadedAt}>{formatDate(lesson.uploadedAt)}</time>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {lesson.duration ? `${lesson.duration} min` : "Not given"}
                  </TableCell>
                  <TableCell>{lesson.views}</TableCell>
                  <TableCell>
                    <Button size="sm" onClick={() => setWatchingId(lesson.id)}>
                      <PlayCircle aria-hidden="true" />
                      Play<span className="sr-only"> {lesson.title}</span>
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryState>
      <RecordedLessonWatchDialog lesson={watching} onClose={() => setWatchingId(null)} />
    </div>
  );
}
