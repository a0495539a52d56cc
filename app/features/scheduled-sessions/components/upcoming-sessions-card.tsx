import { CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { DashboardCard, DashboardCardEmpty } from "#app/components/dashboard-card.tsx";
import { QueryState } from "#app/components/query-state.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable, TableCell, TableRow } from "#app/components/ui/table.tsx";
import { dayKey } from "#app/lib/calendar.ts";
import { formatDateTime } from "#app/lib/format-date.ts";
import { paths } from "#shared/config/paths.ts";
import { useUpcomingSessions } from "../api/get-upcoming-sessions.ts";
import { sessionAudience, sessionStatusLabel, sessionStatusTone } from "../lib/session-status.ts";

/** How many upcoming sessions the dashboard lists (decision 014); View Schedule shows the rest. */
export const DASHBOARD_UPCOMING_COUNT = 5;

/** A session on the schedule: its week, with its detail open. */
export const scheduleLinkOf = (session: { id: number; scheduledFor: string }) =>
  `${paths.schedule}?date=${dayKey(new Date(session.scheduledFor))}&session=${session.id}`;

/** The dashboard's Upcoming Sessions table [2§2.2]: Student, Date & Time, Subject, Status, Actions. */
export function UpcomingSessionsCard() {
  const query = useUpcomingSessions();
  const sessions = (query.data ?? []).slice(0, DASHBOARD_UPCOMING_COUNT);
  return (
    <DashboardCard
      title="Upcoming Sessions"
      link={
        <Link
          to={paths.schedule}
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          View Schedule
        </Link>
      }
    >
      <QueryState query={query} loadingLabel="Loading upcoming sessions">
        {sessions.length === 0 ? (
          <DashboardCardEmpty icon={CalendarDays} message="No upcoming sessions.">
            <Button asChild variant="outline">
              <Link to={paths.schedule}>Open Schedule</Link>
            </Button>
          </DashboardCardEmpty>
        ) : (
          <DataTable
            caption={<>Your next {sessions.length} sessions, soonest first</>}
            headings={["Student", "Date & Time", "Subject", "Status", "Actions"]}
          >
            {sessions.map((session) => (
              <TableRow key={session.id}>
                <TableCell className="font-medium">{sessionAudience(session)}</TableCell>
                <TableCell className="whitespace-nowrap">{formatDateTime(session.scheduledFor)}</TableCell>
                <TableCell>{session.subject}</TableCell>
                <TableCell>
                  <Badge tone={sessionStatusTone(session.status)}>{sessionStatusLabel(session.status)}</Badge>
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <Link
                    to={scheduleLinkOf(session)}
                    className="font-medium text-brand-700 underline-offset-4 hover:underline"
                  >
                    View<span className="sr-only"> {session.title}</span>
                  </Link>
                  {session.youtubeUrl ? (
                    <a
                      href={session.youtubeUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="ml-3 font-medium text-brand-700 underline-offset-4 hover:underline"
                    >
                      Join<span className="sr-only"> {session.title} (opens in a new tab)</span>
                    </a>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </QueryState>
    </DashboardCard>
  );
}
