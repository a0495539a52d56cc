import { addDays, endOfMonth, format, startOfMonth } from "date-fns";
import { enGB } from "date-fns/locale";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { QueryError, QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import {
  type CalendarView,
  dateOfKey,
  dayKey,
  dayRangeOf,
  fullDay,
  isToday,
  rangeOf,
  shift,
  timeRange,
  titleOf,
  viewerTimeZone,
  weekDays,
} from "#app/lib/calendar.ts";
import { cn } from "#app/lib/utils.ts";
import { paths } from "#shared/config/paths.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";
import { useSessionDays } from "../api/get-session-days.ts";
import { useStudentSessions } from "../api/get-student-sessions.ts";
import { sessionAudience } from "../lib/session-status.ts";
import { isDayDisabled } from "../lib/student-sessions.ts";
import { MonthGrid } from "./month-grid.tsx";
import { StudentSessionDialog } from "./student-session-dialog.tsx";
import { StudentSessionStatusBadge } from "./student-session-status-badge.tsx";

/** [2§9]: five placeholders while the schedule loads. */
export const SCHEDULE_SKELETONS = 5;

const countLabel = (count: number) => (count === 1 ? "1 session" : `${count} sessions`);

/** A day button's name: "Tuesday 24 November, 2 sessions, today" (without the count until it is known). */
const dayLabel = (date: Date, count: number | undefined) =>
  `${format(date, "EEEE d MMMM", { locale: enGB })}${count === undefined ? "" : `, ${countLabel(count)}`}${isToday(date) ? ", today" : ""}`;

function NavButtons({
  unit,
  onShift,
  previousDisabled = false,
}: {
  unit: string;
  onShift: (steps: number) => void;
  previousDisabled?: boolean;
}) {
  return (
    <div className="flex items-center gap-2">
      <Button
        variant="outline"
        size="icon"
        aria-label={`Previous ${unit}`}
        disabled={previousDisabled}
        onClick={() => onShift(-1)}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <Button variant="outline" size="icon" aria-label={`Next ${unit}`} onClick={() => onShift(1)}>
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}

function DayList({
  day,
  sessions,
  onOpen,
  booking,
}: {
  day: Date;
  sessions: readonly PortalSession[];
  onOpen: (session: PortalSession) => void;
  booking?: (session: PortalSession) => ReactNode;
}) {
  return (
    <section aria-labelledby="chosen-day" className="grid gap-3">
      <h2 id="chosen-day" className="text-lg font-semibold" aria-live="polite">
        {fullDay(day)}
      </h2>
      {sessions.length === 0 ? (
        <EmptyState className="rounded-lg border border-slate-200 bg-white">
          No sessions on this day.
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {sessions.map((session) => (
            <li
              key={session.id}
              className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div className="grid min-w-0 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={paths.studentLesson(session.id)}
                    className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {session.title}
                  </Link>
                  <StudentSessionStatusBadge status={session.status} />
                </div>
                <p className="text-sm text-slate-700">
                  {timeRange(new Date(session.scheduledFor), session.duration)} · {session.subject} ·{" "}
                  {sessionAudience(session)}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={() => onOpen(session)}
              >
                Details<span className="sr-only"> of {session.title}</span>
              </Button>
              {booking ? <div className="sm:col-span-2">{booking(session)}</div> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /student/schedule [2§2.12]: Week (seven days from Monday) and Month tabs, the chosen day's sessions, and
 * a session's detail dialog. The view, the chosen day and the open session live in the address, so Back
 * works and a link can open one day. `studentId` is the chosen child, or the family's own account id. Only
 * the grid's count of sessions per day and the chosen day's sessions are read (decisions 040, 042).
 */
export function StudentSchedule({
  studentId,
  booking,
  childLabels,
}: {
  studentId: number | null;
  /** The booking control the session's dialog shows (composed by the route). */
  booking?: (session: PortalSession) => ReactNode;
  /** The family's children's labels by id, naming each child's Join into the lesson room. */
  childLabels?: ReadonlyMap<number, string>;
}) {
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get("view") === "month" ? "month" : "week";
  const day = dateOfKey(params.get("date") ?? "") ?? new Date();
  const visible = rangeOf(view, day);
  const days = useSessionDays(studentId, {
    from: visible.from.toISOString(),
    to: visible.to.toISOString(),
    timeZone: viewerTimeZone(),
  });
  const chosenDay = dayRangeOf(day);
  const query = useStudentSessions(studentId, {
    from: chosenDay.from.toISOString(),
    to: chosenDay.to.toISOString(),
  });
  const sessions = query.data ?? [];
  const openId = Number(params.get("session"));
  const openSession = sessions.find((session) => session.id === openId) ?? null;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    setParams(next, { preventScrollReset: true });
  };
  const choose = (date: Date) => update({ date: dayKey(date), session: null });
  const counts = new Map(days.data?.map((counted) => [counted.date, counted.sessions]));
  /** A day's sessions once the grid's counts are read (the days without any are not listed). */
  const countOn = (date: Date) => (days.data ? (counts.get(dayKey(date)) ?? 0) : undefined);

  return (
    <div className="grid gap-6">
      <Tabs
        value={view}
        onValueChange={(value) => update({ view: value === "month" ? "month" : null })}
        className="grid gap-4"
      >
        <TabsList aria-label="Calendar view" className="justify-self-start">
          <TabsTrigger value="week">Week</TabsTrigger>
          <TabsTrigger value="month">Month</TabsTrigger>
        </TabsList>
        <TabsContent value="week" className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="font-semibold">{titleOf("week", day)}</p>
            <NavButtons unit="week" onShift={(steps) => choose(shift("week", day, steps))} />
          </div>
          <ol className="grid grid-cols-7 gap-1 sm:gap-2" aria-label="Days of the week">
            {weekDays(day).map((date) => {
              const count = countOn(date);
              return (
                <li key={dayKey(date)}>
                  <button
                    type="button"
                    aria-pressed={dayKey(date) === dayKey(day)}
                    aria-label={dayLabel(date, count)}
                    onClick={() => choose(date)}
                    className={cn(
                      "grid w-full justify-items-center gap-0.5 rounded-md border px-0.5 py-2 text-xs focus-visible:outline-2 focus-visible:outline-brand-700 sm:text-sm",
                      dayKey(date) === dayKey(day)
                        ? "border-brand-700 bg-brand-700 text-white"
                        : "border-slate-200 bg-white hover:bg-slate-50",
                      isToday(date) && dayKey(date) !== dayKey(day) && "border-brand-700",
                    )}
                  >
                    <span>{format(date, "EEE", { locale: enGB })}</span>
                    <span className="text-base font-semibold">{format(date, "d")}</span>
                    <span
                      aria-hidden="true"
                      className={cn("size-1.5 rounded-full", count ? "bg-current" : "")}
                    />
                  </button>
                </li>
              );
            })}
          </ol>
        </TabsContent>
        <TabsContent value="month" className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="font-semibold">{titleOf("month", day)}</p>
            <NavButtons
              unit="month"
              // A month whose every day is before yesterday has nothing to choose [2§9].
              previousDisabled={isDayDisabled(endOfMonth(shift("month", day, -1)))}
              onShift={(steps) => {
                const first = shift("month", day, steps);
                // Open the new month on its first day the calendar offers.
                choose(isDayDisabled(first) ? addDays(new Date(), -1) : startOfMonth(first));
              }}
            />
          </div>
          <MonthGrid
            date={day}
            className="grid grid-cols-7 gap-1 rounded-lg border border-slate-200 bg-white p-2"
            weekdayClassName="text-center text-xs font-semibold text-slate-700"
            renderDay={(date) => {
              const count = countOn(date);
              const chosen = dayKey(date) === dayKey(day);
              return (
                <button
                  type="button"
                  disabled={isDayDisabled(date)}
                  aria-pressed={chosen}
                  aria-label={dayLabel(date, count)}
                  onClick={() => choose(date)}
                  className={cn(
                    "grid min-h-11 justify-items-center rounded-md py-1 text-sm focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:text-slate-400",
                    chosen ? "bg-brand-700 text-white" : "hover:bg-slate-100",
                    date.getMonth() !== day.getMonth() && !chosen && "text-slate-500",
                    isToday(date) && !chosen && "font-bold text-brand-700",
                  )}
                >
                  <span aria-hidden="true">{format(date, "d")}</span>
                  <span
                    aria-hidden="true"
                    className={cn("size-1.5 rounded-full", count ? "bg-current" : "")}
                  />
                </button>
              );
            }}
          />
        </TabsContent>
      </Tabs>
      {days.error ? <QueryError query={days} /> : null}
      <QueryState
        query={query}
        loadingLabel="Loading your schedule"
        loading={
          <div className="grid gap-3">
            <p role="status" className="sr-only">
              Loading your schedule
            </p>
            {Array.from({ length: SCHEDULE_SKELETONS }, (_, index) => (
              <Skeleton key={index} data-testid="schedule-skeleton" className="h-20 w-full" />
            ))}
          </div>
        }
      >
        <DayList
          day={day}
          sessions={sessions}
          onOpen={(session) => update({ session: String(session.id) })}
          booking={booking}
        />
      </QueryState>
      <StudentSessionDialog
        session={openSession}
        onClose={() => update({ session: null })}
        booking={booking}
        childLabels={childLabels}
      />
    </div>
  );
}
