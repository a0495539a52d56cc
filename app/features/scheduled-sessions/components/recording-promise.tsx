import { Clock, PlayCircle } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime } from "#app/lib/format-date.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";

/**
 * The 24-hour recording promise [1§1] in a session's place for its recording (decision 027): once it has
 * ended, "Recording due by {end + 24 h}" until the recording is published, then a link to it
 * (`recordingHref`: the family's session page, the tutor's /recorded-lessons/{id}). Nothing before the end.
 */
export function RecordingPromise({
  session,
  recordingHref,
}: {
  session: Pick<PortalSession, "recording" | "recordingDueBy" | "title">;
  recordingHref: (recording: { id: number; title: string }) => string;
}) {
  if (session.recording) {
    return (
      <Link
        to={recordingHref(session.recording)}
        aria-label={`Watch the recording: ${session.recording.title}`}
        className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        <PlayCircle className="size-4 shrink-0" aria-hidden="true" />
        Watch the recording
      </Link>
    );
  }
  if (!session.recordingDueBy) return null;
  return (
    <span className="inline-flex items-center gap-1.5 text-slate-700">
      <Clock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      Recording due by {formatDateTime(session.recordingDueBy)}
    </span>
  );
}

/** Whether a session has anything to say about its recording yet. */
export const hasRecordingNews = (session: Pick<PortalSession, "recording" | "recordingDueBy">) =>
  session.recording !== null || session.recordingDueBy !== null;
