import type { LiveSession } from "#shared/schemas/live-sessions.ts";
import type { PortalSession, ScheduledSessionStatus } from "#shared/schemas/scheduled-sessions.ts";

/** One entry of the tutor's calendar: a scheduled session or a live session. */
export type ScheduleEvent = {
  /** Unique across both kinds: "session-12", "live-3". */
  key: string;
  kind: "session" | "live";
  id: number;
  title: string;
  subject: string;
  start: Date;
  duration: number;
  status: ScheduledSessionStatus;
  audience: string | null;
  description: string | null;
  streamingUrl: string | null;
  /** A scheduled session's recording, or when it is due (decision 027); null for live sessions. */
  recording: PortalSession["recording"];
  recordingDueBy: string | null;
  /** The scheduled session itself (its Edit and Cancel); null for live sessions. */
  session: PortalSession | null;
};

/** What an event takes alike from a scheduled and a live session. */
function eventFields(session: PortalSession | LiveSession) {
  return {
    id: session.id,
    title: session.title,
    subject: session.subject,
    start: new Date(session.scheduledFor),
    duration: session.duration,
    status: session.status,
    streamingUrl: session.youtubeUrl,
  };
}

export function eventOfSession(session: PortalSession, audience: string): ScheduleEvent {
  return {
    ...eventFields(session),
    key: `session-${session.id}`,
    kind: "session",
    audience,
    description: session.description ?? session.notes,
    recording: session.recording,
    recordingDueBy: session.recordingDueBy,
    session,
  };
}

export function eventOfLiveSession(session: LiveSession): ScheduleEvent {
  return {
    ...eventFields(session),
    key: `live-${session.id}`,
    kind: "live",
    audience: null,
    description: session.description,
    recording: null,
    recordingDueBy: null,
    session: null,
  };
}
