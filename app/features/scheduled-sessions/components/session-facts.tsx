import { CalendarDays, Clock, type LucideIcon, PlayCircle } from "lucide-react";
import { createContext, type ReactNode, useContext } from "react";
import { fullDay, timeRange } from "#app/lib/calendar.ts";
import { cn } from "#app/lib/utils.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";
import { hasRecordingNews, RecordingPromise } from "./recording-promise.tsx";

/**
 * How a list of facts is drawn: `rows` puts each term in a column beside its value (the dialogs and the
 * tutor's session page, whose term column is `termWidth` wide); `icons` puts each term beside its icon
 * above the value (the family's session page).
 */
type FactsLayout = "rows" | "icons";
const LayoutContext = createContext<FactsLayout>("rows");

const ROWS = {
  "6rem": "grid grid-cols-[6rem_1fr] gap-x-4 gap-y-2 text-sm",
  "7rem": "grid grid-cols-[7rem_1fr] gap-x-4 gap-y-2 text-sm",
} as const;

/**
 * A session's facts as one definition list, on every screen that shows a session: the tutor's session
 * page and its schedule's dialog, the family's session page and its schedule's dialog. Each fact is one of
 * the components below, so a fact reads the same wherever it is shown.
 */
export function SessionFacts({
  layout = "rows",
  termWidth = "7rem",
  children,
}: {
  layout?: FactsLayout;
  termWidth?: keyof typeof ROWS;
  children: ReactNode;
}) {
  return (
    <LayoutContext.Provider value={layout}>
      <dl className={layout === "rows" ? ROWS[termWidth] : "grid gap-3 text-sm sm:grid-cols-2"}>
        {children}
      </dl>
    </LayoutContext.Provider>
  );
}

/** One fact: its term (with `icon` where the list draws icons) and its value. */
export function SessionFact({
  term,
  icon: Icon,
  className,
  children,
}: {
  term: string;
  icon?: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  const layout = useContext(LayoutContext);
  if (layout === "rows" || !Icon) {
    return (
      <>
        <dt className="text-slate-600">{term}</dt>
        <dd className={className}>{children}</dd>
      </>
    );
  }
  return (
    <div className="grid gap-0.5">
      <dt className="flex items-center gap-2 text-slate-600">
        <Icon className="size-4 text-slate-500" aria-hidden="true" />
        {term}
      </dt>
      <dd className={cn("pl-6 font-medium", className)}>{children}</dd>
    </div>
  );
}

type Timing = { start: Date; duration: number };

/** The family's wording: Date, then Time with its length in minutes ("14:00–15:00 (60 minutes)"). */
export function SessionDateAndTimeFacts({ start, duration }: Timing) {
  return (
    <>
      <SessionFact icon={CalendarDays} term="Date">
        {fullDay(start)}
      </SessionFact>
      <SessionFact icon={Clock} term="Time">
        {timeRange(start, duration)} ({duration} minutes)
      </SessionFact>
    </>
  );
}

/** The tutor's wording: When, the day and time in one ("Sunday 22 November 2026, 14:00–15:00 (60 min)"). */
export function SessionWhenFact({ start, duration }: Timing) {
  return (
    <SessionFact term="When">
      {fullDay(start)}, {timeRange(start, duration)} ({duration} min)
    </SessionFact>
  );
}

/**
 * The Recording fact, once the session has ended: the 24-hour promise or the way to the recording
 * (`recordingHref`, or `watch` where the screen plays the recording itself). Nothing before the end.
 */
export function SessionRecordingFact({
  session,
  recordingHref,
  watch,
}: {
  session: Pick<PortalSession, "recording" | "recordingDueBy" | "title">;
  recordingHref: (recording: { id: number; title: string }) => string;
  watch?: (recording: { id: number; title: string }) => ReactNode;
}) {
  if (!hasRecordingNews(session)) return null;
  return (
    <SessionFact icon={PlayCircle} term="Recording">
      {session.recording && watch ? (
        watch(session.recording)
      ) : (
        <RecordingPromise session={session} recordingHref={recordingHref} />
      )}
    </SessionFact>
  );
}

/** A session's own words (its description or notes), line breaks kept; nothing when it has none. */
export function SessionTextFact({ term, text }: { term: string; text: string | null | undefined }) {
  return text ? (
    <SessionFact term={term} className="whitespace-pre-line">
      {text}
    </SessionFact>
  ) : null;
}

/** A session page's heading: its status badge and subject above its title. */
export function SessionPageHeader({
  status,
  subject,
  title,
}: {
  status: ReactNode;
  subject: string;
  title: string;
}) {
  return (
    <header className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {status}
        <span className="text-sm font-medium text-slate-700">{subject}</span>
      </div>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
    </header>
  );
}
