import { X } from "lucide-react";
import { useState } from "react";
import { ListToolbar } from "#app/components/list-toolbar.tsx";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card.tsx";
import { FilterSelect } from "#app/components/ui/input.tsx";
import { ShowMore } from "#app/components/ui/show-more.tsx";
import { useLiveSessions } from "#app/features/live-sessions/api/get-live-sessions.ts";
import { useAdminSessionPages } from "#app/features/scheduled-sessions/api/get-admin-session-pages.ts";
import { AdminSessionActions } from "#app/features/scheduled-sessions/components/admin-session-actions.tsx";
import { LazyScheduleSessionDialog } from "#app/features/scheduled-sessions/components/lazy-schedule-session-dialog.tsx";
import { type SessionRow, SessionsList } from "#app/features/scheduled-sessions/components/sessions-list.tsx";
import {
  isFiltering,
  matchesSessionFilters,
} from "#app/features/scheduled-sessions/lib/admin-session-filters.ts";
import { useTutors } from "#app/features/tutors/api/get-tutors.ts";
import { TutorSelect } from "#app/features/tutors/components/tutor-select.tsx";
import { useDebouncedValue } from "#app/lib/use-debounced-value.ts";
import { ACADEMIC_YEARS, SESSION_SUBJECTS } from "#shared/schemas/catalog.ts";
import type { AdminSessionView } from "#shared/schemas/scheduled-sessions.ts";

/** The views [1§2] (Upcoming, Live, All) and, since decision 048, Past and Cancelled. */
type View = AdminSessionView | "live";

const VIEWS: { value: View; label: string }[] = [
  { value: "upcoming", label: "Upcoming Sessions" },
  { value: "live", label: "Live Sessions" },
  { value: "past", label: "Past Sessions" },
  { value: "cancelled", label: "Cancelled Sessions" },
  { value: "all", label: "All Sessions" },
];

const EMPTY: Record<View, string> = {
  upcoming: "No upcoming sessions.",
  live: "No live sessions right now.",
  past: "No past sessions.",
  cancelled: "No cancelled sessions.",
  all: "No sessions have been scheduled yet.",
};
const NO_MATCH = "No sessions match your search and filters.";

/**
 * The schedule tab [1§2]: upcoming, live, past, cancelled and all sessions, searched (title, subject,
 * teacher) and filtered (teacher, subject, year) by the server and read a page at a time with "Show more"
 * (decision 048); the Schedule New Session dialog, and on each session Edit (the same dialog, filled in),
 * Cancel session and, quieter, Delete, each asked first.
 */
export function ScheduleTab() {
  const [view, setView] = useState<View>("upcoming");
  const [search, setSearch] = useState("");
  const [tutorId, setTutorId] = useState("");
  const [subject, setSubject] = useState("");
  const [academicYear, setAcademicYear] = useState("");
  const filters = { search: useDebouncedValue(search), tutorId, subject, academicYear };
  const filtering = isFiltering(filters);

  const pages = useAdminSessionPages({ view: view === "live" ? "all" : view, ...filters }, view !== "live");
  const live = useLiveSessions(view === "live");
  const tutors = useTutors();
  const tutorName = (row: SessionRow) =>
    row.tutorName ?? tutors.data?.find((tutor) => tutor.id === row.tutorId)?.fullName ?? "Unassigned teacher";

  const liveRows = (live.data ?? []).filter(
    (session) => session.status === "live" && matchesSessionFilters(session, tutorName(session), filters),
  );
  const rows: SessionRow[] = view === "live" ? liveRows : pages.sessions;
  const clear = () => {
    setSearch("");
    setTutorId("");
    setSubject("");
    setAcademicYear("");
  };

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <h2 className="text-lg font-semibold leading-tight">Sessions</h2>
          <CardDescription>Schedule and review live tutoring sessions.</CardDescription>
        </div>
        <LazyScheduleSessionDialog TutorSelect={TutorSelect} />
      </CardHeader>
      <CardContent className="grid gap-4">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Sessions to show</legend>
          {VIEWS.map((item) => (
            <Button
              key={item.value}
              variant={view === item.value ? "default" : "outline"}
              aria-pressed={view === item.value}
              onClick={() => setView(item.value)}
            >
              {item.label}
            </Button>
          ))}
        </fieldset>
        <ListToolbar
          filtersClassName="w-full sm:grid-cols-2 xl:grid-cols-[minmax(0,20rem)_repeat(3,minmax(0,10rem))]"
          search={{
            label: "Search sessions",
            placeholder: "Search title, subject or teacher...",
            value: search,
            onChange: setSearch,
          }}
          subject={{ value: subject, onChange: setSubject, options: SESSION_SUBJECTS }}
          filters={
            <>
              <FilterSelect
                label="Filter by teacher"
                value={tutorId}
                onChange={setTutorId}
                placeholder="All Teachers"
                values={(tutors.data ?? []).map((tutor) => String(tutor.id))}
                optionLabel={(id) => tutors.data?.find((tutor) => String(tutor.id) === id)?.fullName ?? id}
              />
              <FilterSelect
                label="Filter by year"
                value={academicYear}
                onChange={setAcademicYear}
                placeholder="All Years"
                values={ACADEMIC_YEARS}
              />
            </>
          }
        >
          {filtering || search !== "" ? (
            <Button variant="ghost" onClick={clear}>
              <X aria-hidden="true" />
              Clear filters
            </Button>
          ) : null}
        </ListToolbar>
        <QueryState query={view === "live" ? live : pages.query} loadingLabel="Loading sessions">
          <SessionsList
            rows={rows}
            empty={filtering ? NO_MATCH : EMPTY[view]}
            tutorName={tutorName}
            actions={
              view === "live"
                ? undefined
                : (row) => {
                    const session = pages.sessions.find((candidate) => candidate.id === row.id);
                    return (
                      <span className="flex flex-wrap items-center gap-2 sm:justify-end">
                        {session ? (
                          <LazyScheduleSessionDialog TutorSelect={TutorSelect} session={session} />
                        ) : null}
                        <AdminSessionActions row={row} />
                      </span>
                    );
                  }
            }
          />
          {view === "live" ? null : <ShowMore query={pages.query} label="Show more sessions" />}
        </QueryState>
      </CardContent>
    </Card>
  );
}
