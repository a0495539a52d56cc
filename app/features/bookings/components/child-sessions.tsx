import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { paths } from "#shared/config/paths.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";
import { type BookingChild, childMark, childSessions } from "../lib/booking-state.ts";
import { AttendanceBadge } from "./attendance-badge.tsx";
import { SessionBooking } from "./session-booking.tsx";

const LINK = "text-sm font-medium text-brand-700 underline-offset-4 hover:underline";

function SessionItem({ session, children }: { session: PortalSession; children: ReactNode }) {
  return (
    <li className="grid gap-2 rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <p className="font-medium text-slate-900">{session.title}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={session.scheduledFor}>{formatDateTime(session.scheduledFor)}</time> ·{" "}
            {session.subject}
            {session.studentId === null ? " · Group session" : " · One-to-one"}
          </p>
        </div>
        <Link to={paths.studentSession(session.id)} className={LINK}>
          Details<span className="sr-only"> of {session.title}</span>
        </Link>
      </div>
      {children}
    </li>
  );
}

/** A past session's mark for the child: Attended, Missed, Not marked, or Cancelled. */
function PastMark({ session, childId }: { session: PortalSession; childId: number }) {
  if (session.status === "cancelled") return <Badge>Cancelled</Badge>;
  const mark = childMark(session, childId);
  if (mark === "not-marked") return <Badge>Not marked</Badge>;
  return <AttendanceBadge present={mark === "attended"} />;
}

/**
 * One child's sessions on its page (decision 024): the upcoming ones it is booked into (or its
 * one-to-ones) with the booking control, and the past ones with Attended, Missed or Not marked.
 */
export function ChildSessions({
  child,
  sessions,
  now = new Date(),
  findMore,
}: {
  child: BookingChild;
  sessions: readonly PortalSession[];
  now?: Date;
  /** The way to more group sessions to book (composed by the route). */
  findMore?: ReactNode;
}) {
  const { upcoming, past } = childSessions(sessions, child.id, now);
  return (
    <>
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">Upcoming Sessions</h2>
          {findMore}
        </CardHeader>
        <CardContent>
          {upcoming.length === 0 ? (
            <EmptyState>No upcoming sessions booked for {child.label}.</EmptyState>
          ) : (
            <ul className="grid gap-3" aria-label={`Upcoming sessions of ${child.label}`}>
              {upcoming.map((session) => (
                <SessionItem key={session.id} session={session}>
                  {session.status === "cancelled" ? (
                    <Badge className="justify-self-start">Cancelled</Badge>
                  ) : (
                    <SessionBooking session={session} familyChildren={[child]} now={now} />
                  )}
                </SessionItem>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold text-slate-900">Past Sessions</h2>
        </CardHeader>
        <CardContent>
          {past.length === 0 ? (
            <EmptyState>No past sessions for {child.label} yet.</EmptyState>
          ) : (
            <ul className="grid gap-3" aria-label={`Past sessions of ${child.label}`}>
              {past.map((session) => (
                <SessionItem key={session.id} session={session}>
                  <span className="flex">
                    <PastMark session={session} childId={child.id} />
                  </span>
                </SessionItem>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </>
  );
}
