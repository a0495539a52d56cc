import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter, DialogHeading, ItemDialog } from "#app/components/ui/dialog.tsx";
import { paths } from "#shared/config/paths.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";
import { childrenWhoMayEnter } from "../lib/lesson-room.ts";
import { sessionAudience } from "../lib/session-status.ts";
import { canJoinSession, isJoinDay } from "../lib/student-sessions.ts";
import { JoinRoomLinks, JoinSessionLink } from "./join-session-link.tsx";
import {
  SessionDateAndTimeFacts,
  SessionFact,
  SessionFacts,
  SessionRecordingFact,
  SessionTextFact,
} from "./session-facts.tsx";
import { StudentSessionStatusBadge } from "./student-session-status-badge.tsx";

/** What the dialog shows of one session while it is open. */
/**
 * Join Session [2§2.12]: while the session is scheduled and today, into its lesson room for the children
 * who may enter when the product holds one, else to its streaming link (decision 053).
 */
function JoinSession({
  session,
  now,
  childLabels,
}: {
  session: PortalSession;
  now: Date;
  childLabels?: ReadonlyMap<number, string>;
}) {
  if (!session.roomAvailable) {
    return canJoinSession(session, now) && session.youtubeUrl ? (
      <JoinSessionLink url={session.youtubeUrl} label="Join Session" title={session.title} />
    ) : null;
  }
  const joinable = isJoinDay(session, now) && childrenWhoMayEnter(session).length > 0;
  return joinable ? <JoinRoomLinks session={session} label="Join Session" childLabels={childLabels} /> : null;
}

function SessionDialogBody({
  session,
  now,
  booking,
  childLabels,
}: {
  session: PortalSession;
  now: Date;
  booking?: (session: PortalSession) => ReactNode;
  childLabels?: ReadonlyMap<number, string>;
}) {
  return (
    <>
      <DialogHeading title={session.title} description={`${session.subject} · Live Online Group Session`} />
      <SessionFacts termWidth="6rem">
        <SessionDateAndTimeFacts start={new Date(session.scheduledFor)} duration={session.duration} />
        <SessionFact term="Status">
          <StudentSessionStatusBadge status={session.status} />
        </SessionFact>
        <SessionFact term="For">{sessionAudience(session)}</SessionFact>
        <SessionRecordingFact session={session} recordingHref={() => paths.studentLesson(session.id)} />
        <SessionTextFact term="Notes" text={session.notes} />
      </SessionFacts>
      {booking?.(session)}
      <DialogFooter>
        <Button asChild variant="outline">
          <Link to={paths.studentLesson(session.id)}>View Details</Link>
        </Button>
        <JoinSession session={session} now={now} childLabels={childLabels} />
      </DialogFooter>
    </>
  );
}

/**
 * A session's detail on the student schedule [2§2.12]: when, what, for whom, its notes, Join Session only
 * while it is scheduled and today [2§4] (into the lesson room, or the streaming link without one), and the
 * way to its full page.
 */
export function StudentSessionDialog({
  session,
  onClose,
  now = new Date(),
  booking,
  childLabels,
}: {
  session: PortalSession | null;
  onClose: () => void;
  now?: Date;
  /** The session's booking control for the family's children (composed by the route). */
  booking?: (session: PortalSession) => ReactNode;
  /** The family's children's labels by id, naming each child's Join into the room. */
  childLabels?: ReadonlyMap<number, string>;
}) {
  return (
    <ItemDialog item={session} onClose={onClose}>
      {(shown) => <SessionDialogBody session={shown} now={now} booking={booking} childLabels={childLabels} />}
    </ItemDialog>
  );
}
