import { format } from "date-fns";
import { enGB } from "date-fns/locale";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter, DialogHeading, ItemDialog } from "#app/components/ui/dialog.tsx";
import { timeRange } from "#app/lib/calendar.ts";
import { paths } from "#shared/config/paths.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";
import { sessionAudience } from "../lib/session-status.ts";
import { canJoinSession } from "../lib/student-sessions.ts";
import { JoinSessionLink } from "./join-session-link.tsx";
import { hasRecordingNews, RecordingPromise } from "./recording-promise.tsx";
import { StudentSessionStatusBadge } from "./student-session-status-badge.tsx";

/** What the dialog shows of one session while it is open. */
function SessionFacts({
  session,
  now,
  booking,
}: {
  session: PortalSession;
  now: Date;
  booking?: (session: PortalSession) => ReactNode;
}) {
  const start = new Date(session.scheduledFor);
  return (
    <>
      <DialogHeading title={session.title} description={`${session.subject} · Live Online Group Session`} />
      <dl className="grid grid-cols-[6rem_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-600">Date</dt>
        <dd>{format(start, "EEEE d MMMM yyyy", { locale: enGB })}</dd>
        <dt className="text-slate-600">Time</dt>
        <dd>
          {timeRange(start, session.duration)} ({session.duration} minutes)
        </dd>
        <dt className="text-slate-600">Status</dt>
        <dd>
          <StudentSessionStatusBadge status={session.status} />
        </dd>
        <dt className="text-slate-600">For</dt>
        <dd>{sessionAudience(session)}</dd>
        {hasRecordingNews(session) ? (
          <>
            <dt className="text-slate-600">Recording</dt>
            <dd>
              <RecordingPromise session={session} recordingHref={() => paths.studentLesson(session.id)} />
            </dd>
          </>
        ) : null}
        {session.notes ? (
          <>
            <dt className="text-slate-600">Notes</dt>
            <dd className="whitespace-pre-line">{session.notes}</dd>
          </>
        ) : null}
      </dl>
      {booking?.(session)}
      <DialogFooter>
        <Button asChild variant="outline">
          <Link to={paths.studentLesson(session.id)}>View Details</Link>
        </Button>
        {canJoinSession(session, now) && session.youtubeUrl ? (
          <JoinSessionLink url={session.youtubeUrl} label="Join Session" title={session.title} />
        ) : null}
      </DialogFooter>
    </>
  );
}

/**
 * A session's detail on the student schedule [2§2.12]: when, what, for whom, its notes, Join Session only
 * while it is scheduled and today [2§4], and the way to its full page.
 */
export function StudentSessionDialog({
  session,
  onClose,
  now = new Date(),
  booking,
}: {
  session: PortalSession | null;
  onClose: () => void;
  now?: Date;
  /** The session's booking control for the family's children (composed by the route). */
  booking?: (session: PortalSession) => ReactNode;
}) {
  return (
    <ItemDialog item={session} onClose={onClose}>
      {(shown) => <SessionFacts session={shown} now={now} booking={booking} />}
    </ItemDialog>
  );
}
