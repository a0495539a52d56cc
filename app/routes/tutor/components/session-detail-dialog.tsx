import { format } from "date-fns";
import { enGB } from "date-fns/locale";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogDescription, DialogHeader, DialogTitle, ItemDialog } from "#app/components/ui/dialog.tsx";
import type { SelectComponent } from "#app/components/ui/input.tsx";
import { OwnSessionActions } from "#app/features/scheduled-sessions/components/own-session-actions.tsx";
import {
  hasRecordingNews,
  RecordingPromise,
} from "#app/features/scheduled-sessions/components/recording-promise.tsx";
import {
  sessionStatusLabel,
  sessionStatusTone,
} from "#app/features/scheduled-sessions/lib/session-status.ts";
import { timeRange } from "#app/lib/calendar.ts";
import { paths } from "#shared/config/paths.ts";
import type { ScheduleEvent } from "./schedule-events.ts";

/**
 * A session's detail: title, subject, time range, status, student, description and streaming link; for a
 * scheduled session, Edit and Cancel Session (decision 050).
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
          <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-600">Subject</dt>
            <dd>{event.subject}</dd>
            <dt className="text-slate-600">When</dt>
            <dd>
              {format(event.start, "EEEE d MMMM yyyy", { locale: enGB })},{" "}
              {timeRange(event.start, event.duration)} ({event.duration} min)
            </dd>
            <dt className="text-slate-600">Status</dt>
            <dd>
              <Badge tone={sessionStatusTone(event.status)}>{sessionStatusLabel(event.status)}</Badge>
            </dd>
            {event.audience ? (
              <>
                <dt className="text-slate-600">Student</dt>
                <dd>{event.audience}</dd>
              </>
            ) : null}
            {hasRecordingNews(event) ? (
              <>
                <dt className="text-slate-600">Recording</dt>
                <dd>
                  <RecordingPromise
                    session={event}
                    recordingHref={(recording) => paths.recordedLesson(recording.id)}
                  />
                </dd>
              </>
            ) : null}
            {event.description ? (
              <>
                <dt className="text-slate-600">Description</dt>
                <dd className="whitespace-pre-line">{event.description}</dd>
              </>
            ) : null}
          </dl>
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
