import { Fragment, type ReactNode } from "react";
import { dayKey, monthWeeks } from "#app/lib/calendar.ts";

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/**
 * A month as a grid of seven columns, the tutor's schedule and the family's alike: the weekday names
 * (hidden from screen readers, as each day names itself), then every day of the weeks the month touches,
 * from Monday [2§9], each drawn by `renderDay`.
 */
export function MonthGrid({
  date,
  className,
  weekdayClassName,
  renderDay,
}: {
  date: Date;
  className: string;
  weekdayClassName: string;
  renderDay: (day: Date) => ReactNode;
}) {
  return (
    <div className={className}>
      {WEEKDAYS.map((weekday) => (
        <div key={weekday} aria-hidden="true" className={weekdayClassName}>
          {weekday}
        </div>
      ))}
      {monthWeeks(date)
        .flat()
        .map((day) => (
          <Fragment key={dayKey(day)}>{renderDay(day)}</Fragment>
        ))}
    </div>
  );
}
