import { PlayCircle } from "lucide-react";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { ShowMore } from "#app/components/ui/show-more.tsx";
import { StackedTable } from "#app/components/ui/stacked-table.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import { useFamilyLibrary } from "../lib/use-family-library.ts";
import { LessonFilters } from "./lesson-filters.tsx";
import { RecordedLessonWatchDialog } from "./recorded-lesson-watch-dialog.tsx";
import { SubjectBadge } from "./subject-badge.tsx";

/**
 * The student's Recorded Lessons [2§2.6]: search and subject filter over a table of Title, Subject,
 * Uploaded, Duration, Views and Actions (one card per lesson on phones); Play opens the watch dialog,
 * which records a view. `studentId`: the chosen child, whose year's lessons and those of no year are listed
 * (decision 049); null for every lesson, undefined while the choice loads.
 */
export function RecordedLessonsTable({ studentId }: { studentId: number | null | undefined }) {
  const { query, filters, setFilters, watching, setWatchingId, shown } = useFamilyLibrary(studentId);
  return (
    <div className="grid gap-6">
      <LessonFilters value={filters} onChange={setFilters} />
      <QueryState query={query} loadingLabel="Loading recorded lessons">
        {shown.length === 0 ? (
          <EmptyState className="rounded-lg border border-dashed border-slate-300 bg-white py-12">
            No lessons found. Try adjusting your filters.
          </EmptyState>
        ) : (
          <StackedTable
            caption="Recorded lessons, newest first"
            items={shown}
            rowKey={(lesson) => lesson.id}
            title={{ heading: "Title", render: (lesson) => lesson.title }}
            columns={[
              { heading: "Subject", render: (lesson) => <SubjectBadge subject={lesson.subject} /> },
              {
                heading: "Uploaded",
                render: (lesson) => (
                  <time className="whitespace-nowrap" dateTime={lesson.uploadedAt}>
                    {formatDate(lesson.uploadedAt)}
                  </time>
                ),
              },
              {
                heading: "Duration",
                render: (lesson) => (
                  <span className="whitespace-nowrap">
                    {lesson.duration ? `${lesson.duration} min` : "Not given"}
                  </span>
                ),
              },
              { heading: "Views", render: (lesson) => lesson.views },
            ]}
            actions={(lesson) => (
              <Button size="sm" onClick={() => setWatchingId(lesson.id)}>
                <PlayCircle aria-hidden="true" />
                Play<span className="sr-only"> {lesson.title}</span>
              </Button>
            )}
          />
        )}
        <ShowMore query={query} label="Show more recorded lessons" />
      </QueryState>
      <RecordedLessonWatchDialog lesson={watching} onClose={() => setWatchingId(null)} />
    </div>
  );
}
