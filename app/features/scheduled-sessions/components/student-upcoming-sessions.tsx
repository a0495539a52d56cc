import { CalendarDays } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { QueryState } from "#app/components/query-state.tsx";
import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { timeRange } from "#app/lib/calendar.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { paths } from "#shared/config/paths.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";
import { useUpcomingSessions } from "../api/get-upcoming-sessions.ts";
import { StudentSessionStatusBadge } from "./student-session-status-badge.tsx";

/** [2§9]: the student dashboard lists the first 3 upcoming sessions. */
export const STUDENT_DASHBOARD_SESSIONS = 3;

/**
 * The student dashboard's upcoming sessions [2§2.3]: the first 3 (after now, not cancelled, soonest first),
 * each with Details to its page, and View All to the schedule. `studentId` as for the schedule; only those
 * 3 are read (decision 040).
 */
export function StudentUpcomingSessions({
  studentId,
  booking,
}: {
  studentId: number | null;
  /** Each session's booking control (composed by the route). */
  booking?: (session: PortalSession) => ReactNode;
}) {
  const query = useUpcomingSessions(
    studentId === null ? null : { limit: STUDENT_DASHBOARD_SESSIONS, studentId },
  );
  const upcoming = query.data ?? [];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Upcoming Sessions</h2>
        <Link
          to={paths.studentSchedule}
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          View All<span className="sr-only"> sessions in your schedule</span>
        </Link>
      </CardHeader>
      <CardContent>
        <QueryState
          query={{ ...query, isPending: studentId === null || query.isPending }}
          loadingLabel="Loading upcoming sessions"
        >
          {upcoming.length === 0 ? (
            <div className="grid justify-items-center gap-2">
              <CalendarDays className="size-8 text-slate-400" aria-hidden="true" />
              <EmptyState className="py-0">No upcoming sessions.</EmptyState>
            </div>
          ) : (
            <ul className="grid gap-3" aria-label="Upcoming sessions">
              {upcoming.map((session) => {
                const start = new Date(session.scheduledFor);
                return (
                  <li
                    key={session.id}
                    className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3"
                  >
                    <div className="grid min-w-0 gap-1">
                      <p className="font-medium text-slate-900">{session.title}</p>
                      <p className="text-sm text-slate-600">
                        <time dateTime={session.scheduledFor}>
                          {formatDate(start)}, {timeRange(start, session.duration)}
                        </time>{" "}
                        · {session.subject}
                      </p>
                    </div>
                    <div className="flex items-center gap-3">
                      <StudentSessionStatusBadge status={session.status} />
                      <Link
                        to={paths.studentSession(session.id)}
                        className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
                      >
                        Details<span className="sr-only"> of {session.title}</span>
                      </Link>
                    </div>
                    {booking ? <div className="basis-full">{booking(session)}</div> : null}
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
