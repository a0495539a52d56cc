import { Video } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { paths } from "#shared/config/paths.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";
import { childLabelOr, familyRoomLinks, roomIsOpen } from "../lib/lesson-room.ts";

/** Opens a session's streaming link in a new tab; the caller decides when it may be shown. */
export function JoinSessionLink({ url, label, title }: { url: string; label: string; title: string }) {
  return (
    <Button asChild>
      <a href={url} target="_blank" rel="noopener noreferrer">
        <Video aria-hidden="true" />
        {label}
        <span className="sr-only">: {title} (opens in a new tab)</span>
      </a>
    </Button>
  );
}

/**
 * A family's Join into the session's lesson room (decision 053): one button when one child may enter,
 * one per child ("Join Lesson as Amy") when several of its children are booked. Nothing when none may.
 */
export function JoinRoomLinks({
  session,
  label,
  childLabels,
}: {
  session: Pick<PortalSession, "id" | "title" | "studentId" | "bookedStudentIds">;
  label: string;
  /** The family's children's labels by id; without them a child is "Student #{id}". */
  childLabels?: ReadonlyMap<number, string>;
}) {
  const links = familyRoomLinks(session);
  if (links.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {links.map(({ childId, href }) => (
        <Button asChild key={href}>
          <Link to={href}>
            <Video aria-hidden="true" />
            {childId === null ? label : `${label} as ${childLabelOr(childLabels, childId)}`}
            <span className="sr-only">: {session.title}</span>
          </Link>
        </Button>
      ))}
    </div>
  );
}

/**
 * The tutor's Start Lesson (an admin's Observe Lesson) into the session's room: shown while the session is
 * scheduled and its room is open (15 minutes before the start to 30 minutes after the end), when the
 * product holds the room.
 */
export function StartLessonLink({
  session,
  now = new Date(),
  label = "Start Lesson",
}: {
  session: Pick<PortalSession, "id" | "title" | "status" | "scheduledFor" | "duration" | "roomAvailable">;
  now?: Date;
  label?: string;
}) {
  if (!session.roomAvailable || session.status !== "scheduled" || !roomIsOpen(session, now)) return null;
  return (
    <Button asChild className="justify-self-start">
      <Link to={paths.lessonRoom(session.id)}>
        <Video aria-hidden="true" />
        {label}
        <span className="sr-only">: {session.title}</span>
      </Link>
    </Button>
  );
}
