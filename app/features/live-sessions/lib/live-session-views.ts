/** The Live Sessions page's views [2§4]: its two tabs, the search and the subject filter. */
import { format } from "date-fns";
import { LIVE_SESSION_SUBJECTS } from "#shared/schemas/library-subjects.ts";
import type { LiveSession, LiveSessionStatus } from "#shared/schemas/live-sessions.ts";

export type LiveSessionTab = "upcoming" | "past";

const UPCOMING: readonly LiveSessionStatus[] = ["scheduled", "live"];

const time = (session: Pick<LiveSession, "scheduledFor">) => new Date(session.scheduledFor).getTime();

/** The tab a session belongs to: scheduled and live ones are upcoming, completed and cancelled past. */
export const tabOf = (session: Pick<LiveSession, "status">): LiveSessionTab =>
  UPCOMING.includes(session.status) ? "upcoming" : "past";

/** A tab's sessions: upcoming soonest first, past latest first (ties by id, so the order is stable). */
export function sessionsForTab<T extends Pick<LiveSession, "id" | "status" | "scheduledFor">>(
  sessions: readonly T[],
  tab: LiveSessionTab,
): T[] {
  const direction = tab === "upcoming" ? 1 : -1;
  return sessions
    .filter((session) => tabOf(session) === tab)
    .sort((a, b) => direction * (time(a) - time(b) || a.id - b.id));
}

export type LiveSessionFilters = { search: string; subject: string };

/** Sessions whose title, description or subject holds the search (any case), of the chosen subject. */
export function filterSessions<T extends Pick<LiveSession, "title" | "description" | "subject">>(
  sessions: readonly T[],
  { search, subject }: LiveSessionFilters,
): T[] {
  const needle = search.trim().toLocaleLowerCase("en-GB");
  return sessions.filter(
    (session) =>
      (!subject || session.subject === subject) &&
      (!needle ||
        [session.title, session.description ?? "", session.subject].some((text) =>
          text.toLocaleLowerCase("en-GB").includes(needle),
        )),
  );
}

/** The subject filter's options: the form's subjects, then any other subject a session has. */
export function subjectOptions(sessions: readonly Pick<LiveSession, "subject">[]): string[] {
  const options: string[] = [...LIVE_SESSION_SUBJECTS];
  for (const { subject } of sessions) if (!options.includes(subject)) options.push(subject);
  return options;
}

/** An ISO date-time as a `datetime-local` input's value, in the viewer's time zone. */
export const toDateTimeLocal = (iso: string) => format(new Date(iso), "yyyy-MM-dd'T'HH:mm");

/** A `datetime-local` value (the viewer's time zone) as an ISO date-time, or null when it is not one. */
export function fromDateTimeLocal(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
