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
};

export function eventOfSession(session: PortalSession, audience: string): ScheduleEvent {
  return {
    key: `session-${session.id}`,
    kind: "session",
    id: session.id,
    title: session.title,
    subject: session.subject,
    start: new Date(session.scheduledFor),
    duration: session.duration,
    status: session.status,
    audience,
    description: session.description ?? session.notes,
    streamingUrl: session.youtubeUrl,
  };
}

export function eventOfLiveSession(session: LiveSession): ScheduleEvent {
  return {
    key: `live-${session.id}`,
    kind: "live",
    id: session.id,
    title: session.title,
    subject: session.subject,
    start: new Date(session.scheduledFor),
    duration: session.duration,
    status: session.status,
    audience: null,
    description: session.description,
    streamingUrl: session.youtubeUrl,
  };
}
