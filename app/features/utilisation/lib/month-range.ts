/** The report's month range as the pickers hold it, and how months read on screen. */
import { REPORT_DEFAULT_MONTHS } from "#shared/schemas/utilisation.ts";

export type MonthRange = { from: string; to: string };

const pad = (value: number) => String(value).padStart(2, "0");

/** This month (in the viewer's time zone) and the eleven before it: the range a report opens with. */
export function lastTwelveMonths(now = new Date()): MonthRange {
  const start = new Date(now.getFullYear(), now.getMonth() - (REPORT_DEFAULT_MONTHS - 1), 1);
  return {
    from: `${start.getFullYear()}-${pad(start.getMonth() + 1)}`,
    to: `${now.getFullYear()}-${pad(now.getMonth() + 1)}`,
  };
}

const monthLabel = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });

/** "2026-03" → "Mar 2026". */
export function formatMonth(month: string): string {
  const [year, index] = month.split("-").map(Number);
  return monthLabel.format(new Date(Date.UTC(year ?? 1970, (index ?? 1) - 1, 1)));
}
