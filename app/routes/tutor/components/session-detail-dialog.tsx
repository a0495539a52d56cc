import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogDescription, DialogHeader, DialogTitle, ItemDialog } from "#app/components/ui/dialog.tsx";
import type { SelectComponent } from "#app/components/ui/input.tsx";
import { useUser } from "#app/features/auth/api/get-user.ts";
import { StartLessonLink } from "#app/features/scheduled-sessions/components/join-session-link.tsx";
import { OwnSessionActions } from "#app/features/scheduled-sessions/components/own-session-actions.tsx";
import {
  SessionFact,
  SessionFacts,
  SessionRecordingFact,
  SessionTextFact,
  SessionWhenFact,
} from "#app/features/scheduled-sessions/components/session-facts.tsx";
import {
  sessionStatusLabel,
  sessionStatusTone,
} from "#app/features/scheduled-sessions/lib/session-status.ts";
import { paths } from "#shared/config/paths.ts";
import type { ScheduleEvent } from "./schedule-events.ts";

/**
 * A session's detail: title, subject, time range, status, student, description and streaming link; for a
 * scheduled session, Edit and Cancel Session (decision 050), and Start Lesson (an admin's Observe Lesson)
 * while its lesson room is open (decision 053).
 */
export function SessionDetailDialog({
  event,
  onClose,
  TutorSelect,
}: {
  event: ScheduleEvent | null;
  onClose: () => void;
  /** An admin's: Edit then offers the teacher. */
  TutorSelect?: SelectComponent;
}) {
  const user = useUser();
  return (
    <ItemDialog item={event} onClose={onClose}>
      {(event) => (
        <>
          <DialogHeader>
            <DialogTitle>{event.title}</DialogTitle>
            <DialogDescription>
              {event.kind === "live" ? "Live session" : "Scheduled session"}
            </DialogDescription>
          </DialogHeader>
          <SessionFacts>
            <SessionFact term="Subject">{event.subject}</SessionFact>
            <SessionWhenFact start={event.start} duration={event.duration} />
            <SessionFact term="Status">
              <Badge tone={sessionStatusTone(event.status)}>{sessionStatusLabel(event.status)}</Badge>
            </SessionFact>
            {event.audience ? <SessionFact term="Student">{event.audience}</SessionFact> : null}
            <SessionRecordingFact
              session={event}
              recordingHref={(recording) => paths.recordedLesson(recording.id)}
            />
            <SessionTextFact term="Description" text={event.description} />
          </SessionFacts>
          {event.session ? (
            <StartLessonLink
              session={event.session}
              label={user.data?.role === "admin" ? "Observe Lesson" : "Start Lesson"}
            />
          ) : null}
          {event.session ? <OwnSessionActions session={event.session} TutorSelect={TutorSelect} /> : null}
          {event.kind === "session" ? (
            <Button asChild variant="outline" className="justify-self-start">
              <Link to={paths.tutorSession(event.id)}>
                Open Session Page<span className="sr-only"> of {event.title}</span>
              </Link>
            </Button>
          ) : null}
          {event.streamingUrl ? (
            <Button asChild className="justify-self-start">
              <a href={event.streamingUrl} target="_blank" rel="noopener noreferrer">
                Open streaming link<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          ) : null}
        </>
      )}
    </ItemDialog>
  );
}
