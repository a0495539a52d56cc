import { useState } from "react";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card.tsx";
import { useLiveSessions } from "#app/features/live-sessions/api/get-live-sessions.ts";
import { useScheduledSessions } from "#app/features/scheduled-sessions/api/get-scheduled-sessions.ts";
import { AdminSessionActions } from "#app/features/scheduled-sessions/components/admin-session-actions.tsx";
import { ScheduleSessionDialog } from "#app/features/scheduled-sessions/components/schedule-session-dialog.tsx";
import { type SessionRow, SessionsList } from "#app/features/scheduled-sessions/components/sessions-list.tsx";
import { type SessionView, upcomingSessions } from "#app/features/scheduled-sessions/lib/session-views.ts";
import { useTutors } from "#app/features/tutors/api/get-tutors.ts";
import { TutorSelect } from "#app/features/tutors/components/tutor-select.tsx";

const VIEWS: { value: SessionView; label: string }[] = [
  { value: "upcoming", label: "Upcoming Sessions" },
  { value: "live", label: "Live Sessions" },
  { value: "all", label: "All Sessions" },
];

const EMPTY: Record<SessionView, string> = {
  upcoming: "No upcoming sessions.",
  live: "No live sessions right now.",
  all: "No sessions have been scheduled yet.",
};

/**
 * The schedule tab [1§2]: upcoming, live and all sessions, the Schedule New Session dialog, and on each
 * scheduled session Edit (the same dialog, filled in), Cancel session and Delete.
 */
export function ScheduleTab() {
  const [view, setView] = useState<SessionView>("upcoming");
  const sessions = useScheduledSessions();
  const live = useLiveSessions(view === "live");
  const tutors = useTutors();
  const tutorName = (row: SessionRow) =>
    row.tutorName ?? tutors.data?.find((tutor) => tutor.id === row.tutorId)?.fullName ?? "Unassigned teacher";

  const liveRows = (live.data ?? []).filter((session) => session.status === "live");
  const allRows = [...(sessions.data ?? [])].sort(
    (a, b) => new Date(b.scheduledFor).getTime() - new Date(a.scheduledFor).getTime(),
  );
  const query = view === "live" ? live : sessions;
  const rows: SessionRow[] =
    view === "live" ? liveRows : view === "upcoming" ? upcomingSessions(sessions.data ?? []) : allRows;

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <h2 className="text-lg font-semibold leading-tight">Sessions</h2>
          <CardDescription>Schedule and review live tutoring sessions.</CardDescription>
        </div>
        <ScheduleSessionDialog TutorSelect={TutorSelect} />
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
        <QueryState query={query} loadingLabel="Loading sessions">
          <SessionsList
            rows={rows}
            empty={EMPTY[view]}
            tutorName={tutorName}
            actions={
              view === "live"
                ? undefined
                : (row) => {
                    const session = sessions.data?.find((candidate) => candidate.id === row.id);
                    return (
                      <span className="flex flex-wrap gap-2 sm:justify-end">
                        {session ? (
                          <ScheduleSessionDialog TutorSelect={TutorSelect} session={session} />
                        ) : null}
                        <AdminSessionActions row={row} />
                      </span>
                    );
                  }
            }
          />
        </QueryState>
      </CardContent>
    </Card>
  );
}
