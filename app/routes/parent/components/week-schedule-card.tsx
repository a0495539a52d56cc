import { Link } from "react-router";
import { QueryState } from "#app/components/query-state.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { useUpcomingSessions } from "#app/features/scheduled-sessions/api/get-upcoming-sessions.ts";
import { SessionsList } from "#app/features/scheduled-sessions/components/sessions-list.tsx";
import { paths } from "#shared/config/paths.ts";

/** How many upcoming sessions the parent dashboard lists [2§9]. */
export const PARENT_UPCOMING_COUNT = 5;

/**
 * This Week's Schedule [2§2.14]: the family's next 5 sessions (future, not cancelled, soonest first, as
 * `GET /api/scheduled-sessions/upcoming` answers them for the family), each with its child or year.
 */
export function WeekScheduleCard() {
  const sessions = useUpcomingSessions();
  const next = (sessions.data ?? []).slice(0, PARENT_UPCOMING_COUNT);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">This Week's Schedule</h2>
        <Badge tone="success">15 Live Lessons Weekly</Badge>
      </CardHeader>
      <CardContent className="grid gap-3">
        <QueryState query={sessions} loadingLabel="Loading upcoming sessions">
          <SessionsList
            rows={next}
            empty="No sessions scheduled"
            tutorName={(session) =>
              [
                sessions.data?.find((row) => row.id === session.id)?.studentLabel,
                session.tutorName ?? "Expert Tutor",
              ]
                .filter(Boolean)
                .join(" · ")
            }
          />
        </QueryState>
        <Link
          to={paths.studentSchedule}
          className="w-fit text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          View Full Schedule
        </Link>
      </CardContent>
    </Card>
  );
}
