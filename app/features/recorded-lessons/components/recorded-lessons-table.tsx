import { PlayCircle } from "lucide-react";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { stackedCell, stackedTable } from "#app/components/ui/stacked-table.ts";
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
import { cn } from "#app/lib/utils.ts";
import { useFamilyLibrary } from "../lib/use-family-library.ts";
import { LessonFilters } from "./lesson-filters.tsx";
import { RecordedLessonWatchDialog } from "./recorded-lesson-watch-dialog.tsx";
import { SubjectBadge } from "./subject-badge.tsx";

/**
 * The student's Recorded Lessons [2§2.6]: search and subject filter over a table of Title, Subject,
 * Uploaded, Duration, Views and Actions (one card per lesson on phones); Play opens the watch dialog,
 * which records a view.
 */
export function RecordedLessonsTable() {
  const { lessons, filters, setFilters, watching, setWatchingId, shown } = useFamilyLibrary();
  return (
    <div className="grid gap-6">
      <LessonFilters lessons={lessons.data ?? []} value={filters} onChange={setFilters} />
      <QueryState query={lessons} loadingLabel="Loading recorded lessons">
        {shown.length === 0 ? (
          <EmptyState className="rounded-lg border border-dashed border-slate-300 bg-white py-12">
            No lessons found. Try adjusting your filters.
          </EmptyState>
        ) : (
          <Table frameClassName={cn("bg-white", stackedTable.frame)} className={stackedTable.table}>
            <TableCaption>Recorded lessons, newest first</TableCaption>
            <TableHeader className={stackedTable.header}>
              <TableHeadings headings={["Title", "Subject", "Uploaded", "Duration", "Views", "Actions"]} />
            </TableHeader>
            <TableBody className={stackedTable.body}>
              {shown.map((lesson) => (
                <TableRow key={lesson.id} className={stackedTable.row}>
                  <TableCell
                    className={cn("min-w-48 font-medium text-slate-900", stackedTable.cell, "max-sm:min-w-0")}
                  >
                    {lesson.title}
                  </TableCell>
                  <TableCell {...stackedCell("Subject")}>
                    <SubjectBadge subject={lesson.subject} />
                  </TableCell>
                  <TableCell {...stackedCell("Uploaded")}>
                    <time className="whitespace-nowrap" dateTime={lesson.uploadedAt}>
                      {formatDate(lesson.uploadedAt)}
                    </time>
                  </TableCell>
                  <TableCell {...stackedCell("Duration")}>
                    <span className="whitespace-nowrap">
                      {lesson.duration ? `${lesson.duration} min` : "Not given"}
                    </span>
                  </TableCell>
                  <TableCell {...stackedCell("Views")}>{lesson.views}</TableCell>
                  <TableCell className={cn(stackedTable.cell, "max-sm:pt-2")}>
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
