import { format } from "date-fns";
import { enGB } from "date-fns/locale";
import { MonthGrid } from "#app/features/scheduled-sessions/components/month-grid.tsx";
import { type CalendarView, dayKey, groupByDay, isToday, timeRange, weekDays } from "#app/lib/calendar.ts";
import { cn } from "#app/lib/utils.ts";
import type { ScheduleEvent } from "./schedule-events.ts";

function EventButton({
  event,
  onOpen,
  compact,
}: {
  event: ScheduleEvent;
  onOpen: () => void;
  compact?: boolean;
}) {
  const cancelled = event.status === "cancelled";
  return (
    <button
      type="button"
      onClick={onOpen}
      className={cn(
        "w-full min-w-0 rounded-md border px-1.5 py-1 text-left text-xs hover:brightness-95 focus-visible:outline-2 focus-visible:outline-brand-700",
        event.kind === "live"
          ? "border-amber-300 bg-amber-50 text-amber-950"
          : "border-brand-100 bg-brand-50 text-brand-800",
        cancelled && "border-slate-200 bg-slate-50 text-slate-600 line-through",
      )}
    >
      <span className="block font-semibold">
        {compact ? format(event.start, "HH:mm") : timeRange(event.start, event.duration)}
      </span>
      <span className={cn("block", compact && "truncate")}>{event.title}</span>
      <span className="sr-only">
        {`, ${event.subject}${event.kind === "live" ? ", live session" : ""}${cancelled ? ", cancelled" : ""}`}
      </span>
    </button>
  );
}

/** The week (seven days from Monday) or month grid of the tutor's sessions, each opening its detail. */
export function ScheduleCalendar({
  view,
  date,
  events,
  onOpen,
}: {
  view: CalendarView;
  date: Date;
  events: readonly ScheduleEvent[];
  onOpen: (event: ScheduleEvent) => void;
}) {
  const byDay = groupByDay(events);
  if (view === "week") {
    return (
      <ol className="grid gap-3 md:grid-cols-7">
        {weekDays(date).map((day) => {
          const dayEvents = byDay.get(dayKey(day)) ?? [];
          return (
            <li
              key={dayKey(day)}
              className={cn(
                "min-w-0 rounded-lg border border-slate-200 bg-white p-2",
                isToday(day) && "border-brand-700",
              )}
            >
              <h3 className="mb-2 text-sm font-semibold">
                {format(day, "EEE d MMM", { locale: enGB })}
                {isToday(day) ? <span className="ml-1 text-brand-700">(today)</span> : null}
              </h3>
              {dayEvents.length === 0 ? (
                <p className="text-xs text-slate-600">No sessions</p>
              ) : (
                <ul className="grid gap-2">
                  {dayEvents.map((event) => (
                    <li key={event.key}>
                      <EventButton event={event} onOpen={() => onOpen(event)} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    );
  }
  const month = date.getMonth();
  return (
    <section aria-label="Month" className="rounded-lg border border-slate-200 bg-white">
      <MonthGrid
        date={date}
        className="grid grid-cols-7"
        weekdayClassName="border-b border-slate-200 p-2 text-xs font-semibold text-slate-700"
        renderDay={(day) => {
          const dayEvents = byDay.get(dayKey(day)) ?? [];
          return (
            <div
              className={cn(
                "min-h-24 min-w-0 border-r border-b border-slate-100 p-1",
                day.getMonth() !== month && "bg-slate-50",
              )}
            >
              <h3
                className={cn(
                  "mb-1 text-xs font-semibold",
                  isToday(day)
                    ? "text-brand-700"
                    : day.getMonth() !== month
                      ? "text-slate-500"
                      : "text-slate-800",
                )}
              >
                <span aria-hidden="true">{format(day, "d")}</span>
                <span className="sr-only">{format(day, "EEEE d MMMM", { locale: enGB })}</span>
                {isToday(day) ? <span className="sr-only"> (today)</span> : null}
              </h3>
              {dayEvents.length > 0 ? (
                <ul className="grid gap-1">
                  {dayEvents.map((event) => (
                    <li key={event.key}>
                      <EventButton event={event} onOpen={() => onOpen(event)} compact />
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          );
        }}
      />
    </section>
  );
}
