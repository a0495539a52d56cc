import { addWeeks, format } from "date-fns";
import { useId } from "react";
import type { SeriesScope } from "#shared/schemas/scheduled-sessions.ts";
import { SERIES_MESSAGES, SERIES_OCCURRENCES_MAX } from "#shared/schemas/series-words.ts";
import { combineDateAndTime } from "../lib/session-views.ts";

/**
 * The weekly dates of a series from its first date to its last (both `yyyy-MM-dd`), one past the most a
 * series may have so the form can say it is too long; empty until both are valid and in order.
 */
export function seriesDates(first: string, until: string): string[] {
  const start = combineDateAndTime(first, "12:00");
  const end = combineDateAndTime(until, "12:00");
  if (!start || !end || end < start) return [];
  const dates: string[] = [];
  for (let at = start; at <= end && dates.length <= SERIES_OCCURRENCES_MAX; at = addWeeks(at, 1)) {
    dates.push(format(at, "yyyy-MM-dd"));
  }
  return dates;
}

/** How many of a series' dates are kept once the skipped ones are left out. */
export const keptCount = (dates: string[], skipped: ReadonlySet<string>) =>
  dates.filter((date) => !skipped.has(date)).length;

/**
 * A series' dates, each ticked, to untick the ones to skip (e.g. half-term), with the count of sessions
 * (or the 52-session message) announced.
 */
export function SeriesDatesChoice({
  dates,
  skipped,
  onChange,
}: {
  dates: string[];
  skipped: ReadonlySet<string>;
  onChange: (skipped: Set<string>) => void;
}) {
  const kept = keptCount(dates, skipped);
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium text-slate-800">
        Dates (untick a date to skip it, e.g. half-term)
      </legend>
      <div className="grid max-h-48 grid-cols-2 gap-1 overflow-y-auto sm:grid-cols-3">
        {dates.slice(0, SERIES_OCCURRENCES_MAX).map((date) => (
          <label key={date} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={!skipped.has(date)}
              onChange={(event) => {
                const next = new Set(skipped);
                if (event.target.checked) next.delete(date);
                else next.add(date);
                onChange(next);
              }}
            />
            {format(new Date(`${date}T12:00:00`), "EEE d MMM yyyy")}
          </label>
        ))}
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {kept > SERIES_OCCURRENCES_MAX ? SERIES_MESSAGES.tooMany : `${kept} sessions`}
      </p>
    </fieldset>
  );
}

/**
 * Which sessions of a series a change or a cancellation reaches: this one alone, or it and every later one.
 * Phrasing content only, so it may sit inside a dialog's description.
 */
export function SeriesScopeChoice({
  label,
  value,
  onChange,
}: {
  label: string;
  value: SeriesScope;
  onChange: (scope: SeriesScope) => void;
}) {
  const labelId = useId();
  return (
    <span className="grid gap-2" role="radiogroup" aria-labelledby={labelId}>
      <span id={labelId} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      {(
        [
          ["this", "This session only"],
          ["following", "This and every later session of the series"],
        ] as const
      ).map(([scope, text]) => (
        <label key={scope} className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name={labelId}
            value={scope}
            checked={value === scope}
            onChange={() => onChange(scope)}
          />
          {text}
        </label>
      ))}
    </span>
  );
}
