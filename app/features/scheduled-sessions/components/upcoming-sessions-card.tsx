import { CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { DashboardCard, DashboardCardEmpty } from "#app/components/dashboard-card.tsx";
import { QueryState } from "#app/components/query-state.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable, TableCell, TableRow } from "#app/components/ui/table.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { paths } from "#shared/config/paths.ts";
import { useUpcomingSessions } from "../api/get-upcoming-sessions.ts";
import { sessionAudience, sessionStatusLabel, sessionStatusTone } from "../lib/session-status.ts";

/** How many upcoming sessions the dashboard lists (decision 014); View Schedule shows the rest. */
export const DASHBOARD_UPCOMING_COUNT = 5;

type UpcomingSession = NonNullable<ReturnType<typeof useUpcomingSessions>["data"]>[number];

const LINK = "font-medium text-brand-700 underline-offset-4 hover:underline";

function StatusBadge({ status }: { status: UpcomingSession["status"] }) {
  return <Badge tone={sessionStatusTone(status)}>{sessionStatusLabel(status)}</Badge>;
}

/** A session's View (its page: roster and, once started, register) and, with a streaming link, Join. */
function SessionActions({ session }: { session: UpcomingSession }) {
  return (
    <span className="flex gap-3 whitespace-nowrap">
      <Link to={paths.tutorSession(session.id)} className={LINK}>
        View<span className="sr-only"> {session.title}</span>
      </Link>
      {session.youtubeUrl ? (
        <a href={session.youtubeUrl} target="_blank" rel="noopener noreferrer" className={LINK}>
          Join<span className="sr-only"> {session.title} (opens in a new tab)</span>
        </a>
      ) : null}
    </span>
  );
}

/**
 * The dashboard's Upcoming Sessions [2§2.2]: a table of Student, Date & Time, Subject, Status and
 * Actions; under 640 px one stacked row per session with the same facts, so a phone never scrolls
 * sideways (decision 014).
 */
export function UpcomingSessionsCard() {
  const query = useUpcomingSessions({ limit: DASHBOARD_UPCOMING_COUNT });
  const sessions = query.data ?? [];
  return (
    <DashboardCard
      title="Upcoming Sessions"
      link={
        <Link to={paths.schedule} className={`shrink-0 text-sm ${LINK}`}>
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
          <>
            <DataTable
              frameClassName="hidden sm:block"
              caption={<>Your next {sessions.length} sessions, soonest first</>}
              headings={["Student", "Date & Time", "Subject", "Status", "Actions"]}
            >
              {sessions.map((session) => (
                <TableRow key={session.id}>
                  <TableCell className="font-medium">{sessionAudience(session)}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDateTime(session.scheduledFor)}</TableCell>
                  <TableCell>{session.subject}</TableCell>
                  <TableCell>
                    <StatusBadge status={session.status} />
                  </TableCell>
                  <TableCell>
                    <SessionActions session={session} />
                  </TableCell>
                </TableRow>
              ))}
            </DataTable>
            <ul className="grid gap-3 sm:hidden" aria-label="Upcoming sessions">
              {sessions.map((session) => (
                <li key={session.id} className="grid gap-1 rounded-md border border-slate-200 p-3 text-sm">
                  <div className="flex items-start justify-between gap-3">
                    <p className="font-medium text-slate-900">{sessionAudience(session)}</p>
                    <StatusBadge status={session.status} />
                  </div>
                  <p className="text-slate-700">
                    {formatDateTime(session.scheduledFor)} · {session.subject}
                  </p>
                  <SessionActions session={session} />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </DashboardCard>
  );
}
