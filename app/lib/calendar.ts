/**
 * Calendar arithmetic of the schedules (tutor and student [2§2.12]), in the viewer's time zone: weeks
 * start on Monday [2§9], days are local calendar days (so a week across a clock change still has seven,
 * one of them 23 or 25 hours long), and a session ends `duration` minutes after it starts [2§2.13].
 */
import {
  addDays,
  addMonths,
  addWeeks,
  endOfMonth,
  endOfWeek,
  format,
  isSameMonth,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import { enGB } from "date-fns/locale";

export type CalendarView = "week" | "month";

const WEEK = { weekStartsOn: 1 } as const;

/** The local day a moment falls on, as "yyyy-MM-dd": the key sessions are grouped by. */
export const dayKey = (date: Date) => format(date, "yyyy-MM-dd");

/** The local midnight of a "yyyy-MM-dd" key; null for anything that is not a real date. */
export function dateOfKey(key: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dayKey(date) === key ? date : null;
}

/** The seven days (local midnights) of the week holding `date`, Monday first. */
export function weekDays(date: Date): Date[] {
  const monday = startOfWeek(date, WEEK);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The month grid holding `date`: whole Monday-to-Sunday weeks covering the month. */
export function monthWeeks(date: Date): Date[][] {
  const first = startOfWeek(startOfMonth(date), WEEK);
  const last = endOfWeek(endOfMonth(date), WEEK);
  const weeks: Date[][] = [];
  for (let monday = first; monday <= last; monday = addWeeks(monday, 1)) weeks.push(weekDays(monday));
  return weeks;
}

/** The moments a view shows: from its first day's midnight up to (not including) the day after its last. */
export function rangeOf(view: CalendarView, date: Date): { from: Date; to: Date } {
  const days = view === "week" ? weekDays(date) : monthWeeks(date).flat();
  return { from: days[0]!, to: addDays(days.at(-1)!, 1) };
}

/** One local day's moments: from its midnight up to (not including) the next day's. */
export function dayRangeOf(date: Date): { from: Date; to: Date } {
  const from = startOfDay(date);
  return { from, to: addDays(from, 1) };
}

/** The viewer's time zone as the IANA database names it (`Europe/London`), UTC when the browser gives none. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** The date the previous or next button moves to: a week or a month away. */
export function shift(view: CalendarView, date: Date, steps: number): Date {
  return view === "week" ? addWeeks(date, steps) : addMonths(startOfMonth(date), steps);
}

/** When a session ends: `duration` minutes after it starts (real minutes, across a clock change too). */
export const endOf = (start: Date, durationMinutes: number) =>
  new Date(start.getTime() + durationMinutes * 60_000);

/** A day by its full name: "Sunday 22 November 2026". */
export const fullDay = (date: Date) => format(date, "EEEE d MMMM yyyy", { locale: enGB });

/** "14:00–15:30" in the viewer's time zone. */
export const timeRange = (start: Date, durationMinutes: number) =>
  `${format(start, "HH:mm")}–${format(endOf(start, durationMinutes), "HH:mm")}`;

/** The heading of a view: "19–25 Oct 2026", "28 Sep – 4 Oct 2026" or "October 2026". */
export function titleOf(view: CalendarView, date: Date): string {
  if (view === "month") return format(date, "MMMM yyyy", { locale: enGB });
  const days = weekDays(date);
  const first = days[0]!;
  const last = days[6]!;
  if (isSameMonth(first, last))
    return `${format(first, "d")}–${format(last, "d MMM yyyy", { locale: enGB })}`;
  const firstFormat = first.getFullYear() === last.getFullYear() ? "d MMM" : "d MMM yyyy";
  return `${format(first, firstFormat, { locale: enGB })} – ${format(last, "d MMM yyyy", { locale: enGB })}`;
}

/** Items grouped by the local day they start on, each day's items in start order. */
export function groupByDay<T extends { start: Date }>(items: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const key = dayKey(item.start);
    days.set(key, [...(days.get(key) ?? []), item]);
  }
  return days;
}

/** Whether `date` is the viewer's today. */
export const isToday = (date: Date, now = new Date()) => dayKey(startOfDay(date)) === dayKey(now);
