import { QueryState } from "#app/components/query-state.tsx";
import { ShowMore } from "#app/components/ui/show-more.tsx";
import { useFamilyLibrary } from "../lib/use-family-library.ts";
import { LessonCardSkeletons } from "./lesson-card-skeletons.tsx";
import { LessonFilters } from "./lesson-filters.tsx";
import { RecordedLessonCard } from "./recorded-lesson-card.tsx";
import { RecordedLessonWatchDialog } from "./recorded-lesson-watch-dialog.tsx";

function NoLessons({ text }: { text: string }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white py-12 text-center">
      <h2 className="text-lg font-semibold text-slate-900">No lessons found</h2>
      <p className="mt-1 text-slate-600">{text}</p>
    </div>
  );
}

/**
 * The parent portal's Recorded Lessons [2§2.7]: search, subject filter and the card grid (6 placeholders
 * while loading); a card or its Watch opens the watch dialog, which records a view [2§7].
 */
export function RecordedLessonsGallery() {
  const { query, filters, setFilters, filtering, watching, setWatchingId, shown } = useFamilyLibrary(null);
  return (
    <div className="grid gap-6">
      <LessonFilters value={filters} onChange={setFilters} />
      <QueryState query={query} loadingLabel="Loading recorded lessons" loading={<LessonCardSkeletons />}>
        {shown.length === 0 && !filtering ? (
          <NoLessons text="No lesson videos are available yet. Please check back later." />
        ) : shown.length === 0 ? (
          <NoLessons text="Try adjusting your search or filter criteria" />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Recorded lessons">
            {shown.map((lesson) => (
              <li key={lesson.id} className="grid">
                <RecordedLessonCard lesson={lesson} onWatch={() => setWatchingId(lesson.id)} />
              </li>
            ))}
          </ul>
        )}
        <ShowMore query={query} label="Show more recorded lessons" />
      </QueryState>
      <RecordedLessonWatchDialog lesson={watching} onClose={() => setWatchingId(null)} />
    </div>
  );
}
