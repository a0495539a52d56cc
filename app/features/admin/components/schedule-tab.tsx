import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card.tsx";
import type { LiveSession } from "#shared/schemas/live-sessions.ts";
import type { ScheduledSession } from "#shared/schemas/scheduled-sessions.ts";
import { useLiveSessions } from "../api/get-live-sessions.ts";
import { useScheduledSessions } from "../api/get-scheduled-sessions.ts";
import { useTutors } from "../api/get-tutors.ts";
import { formatDateTime } from "../lib/format-date.ts";
import { type SessionView, upcomingSessions } from "../lib/session-views.ts";
import { QueryState } from "./query-state.tsx";
import { ScheduleSessionDialog } from "./schedule-session-dialog.tsx";

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

type Row = Pick<
  ScheduledSession,
  "id" | "title" | "subject" | "scheduledFor" | "duration" | "status" | "youtubeUrl"
> & {
  academicYear?: string | null;
  tutorName?: string | null;
  tutorId: number;
};

function SessionList({
  rows,
  empty,
  tutorName,
}: {
  rows: Row[];
  empty: string;
  tutorName: (row: Row) => string;
}) {
  if (rows.length === 0) return <p className="py-6 text-center text-slate-600">{empty}</p>;
  return (
    <ul className="grid gap-3" aria-label="Sessions">
      {rows.map((row) => (
        <li
          key={row.id}
          className="grid gap-1 rounded-md border border-slate-200 p-4 sm:grid-cols-[1fr_auto]"
        >
          <div>
            <p className="font-semibold text-slate-900">{row.title}</p>
            <p className="text-sm text-slate-600">
              {row.subject}
              {row.academicYear ? ` · ${row.academicYear}` : ""} · {tutorName(row)}
            </p>
            {row.youtubeUrl ? (
              <a
                className="text-sm text-brand-700 underline"
                href={row.youtubeUrl}
                target="_blank"
                rel="noreferrer"
              >
                Session link
              </a>
            ) : null}
          </div>
          <div className="text-sm text-slate-700 sm:text-right">
            <p>{formatDateTime(row.scheduledFor)}</p>
            <p>
              {row.duration} minutes · <span className="capitalize">{row.status}</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The schedule tab [1§2]: upcoming, live and all sessions, and the Schedule New Session dialog. */
export function ScheduleTab() {
  const [view, setView] = useState<SessionView>("upcoming");
  const sessions = useScheduledSessions();
  const live = useLiveSessions(view === "live");
  const tutors = useTutors();
  const tutorName = (row: Row) =>
    row.tutorName ?? tutors.data?.find((tutor) => tutor.id === row.tutorId)?.fullName ?? "Unassigned teacher";

  const liveRows = (live.data ?? []).filter((session: LiveSession) => session.status === "live");
  const allRows = [...(sessions.data ?? [])].sort(
    (a, b) => new Date(b.scheduledFor).getTime() - new Date(a.scheduledFor).getTime(),
  );
  const query = view === "live" ? live : sessions;
  const rows: Row[] =
    view === "live" ? liveRows : view === "upcoming" ? upcomingSessions(sessions.data ?? []) : allRows;

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <h2 className="text-lg font-semibold leading-tight">Sessions</h2>
          <CardDescription>Schedule and review live tutoring sessions.</CardDescription>
        </div>
        <ScheduleSessionDialog />
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
        <QueryState
          isPending={query.isPending}
          error={query.error}
          loadingLabel="Loading sessions"
          onRetry={() => void query.refetch()}
        >
          <SessionList rows={rows} empty={EMPTY[view]} tutorName={tutorName} />
        </QueryState>
      </CardContent>
    </Card>
  );
}
