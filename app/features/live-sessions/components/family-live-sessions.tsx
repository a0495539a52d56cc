import { Radio } from "lucide-react";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { timeRange } from "#app/lib/calendar.ts";
import { formatDate } from "#app/lib/format-date.ts";
import type { LiveSession } from "#shared/schemas/live-sessions.ts";
import { usePortalLiveSessions } from "../api/get-portal-live-sessions.ts";
import { sessionsForTab } from "../lib/live-session-views.ts";
import { LiveSessionItem } from "./live-session-item.tsx";

/** Whether a live session is meant for a child of this year: one of its year, or of no year (DECISIONS.md). */
export const isForYear = (session: Pick<LiveSession, "academicYear">, grade: string | null) =>
  grade === null || session.academicYear === null || session.academicYear === grade;

/**
 * /student/live: the family's live and coming live sessions (GET /api/live-sessions answers what the family
 * may see), soonest first, narrowed to the chosen child's year; Join opens the stream while it is live.
 * `grade` is the chosen child's year, null for every year.
 */
export function FamilyLiveSessions({ grade }: { grade: string | null }) {
  const query = usePortalLiveSessions();
  const sessions = sessionsForTab(query.data ?? [], "upcoming").filter((session) =>
    isForYear(session, grade),
  );
  return (
    <QueryState query={query} loadingLabel="Loading live sessions">
      {sessions.length === 0 ? (
        <EmptyState className="rounded-lg border border-slate-200 bg-white">
          No live sessions are coming up.
        </EmptyState>
      ) : (
        <ul className="grid gap-3" aria-label="Live sessions">
          {sessions.map((session) => {
            const start = new Date(session.scheduledFor);
            return (
              <LiveSessionItem
                key={session.id}
                session={session}
                className="sm:grid-cols-[1fr_auto] sm:items-center"
                when={
                  <time dateTime={session.scheduledFor}>
                    {formatDate(start)}, {timeRange(start, session.duration)}
                  </time>
                }
              >
                {session.status === "live" && session.youtubeUrl ? (
                  <Button asChild className="justify-self-start">
                    <a href={session.youtubeUrl} target="_blank" rel="noopener noreferrer">
                      <Radio aria-hidden="true" />
                      Join
                      <span className="sr-only">: {session.title} (opens in a new tab)</span>
                    </a>
                  </Button>
                ) : null}
              </LiveSessionItem>
            );
          })}
        </ul>
      )}
    </QueryState>
  );
}
