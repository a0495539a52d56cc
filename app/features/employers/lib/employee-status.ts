import type { EmployeeRow } from "#shared/schemas/employer.ts";
import { LEFT_AT_MESSAGE } from "#shared/schemas/employer-paths.ts";

/**
 * Today's date in Europe/London as YYYY-MM-DD: the day a leaving date is counted in (DECISIONS.md: a date,
 * today or later), whatever the browser's own time zone.
 */
export function londonToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

export type EmployeeState = "registered" | "activated" | "leaving" | "left";

/**
 * Where an employee's account stands on `today`: left once its leaving date has come (access ends that
 * day), leaving while the date is ahead, else activated or only registered.
 */
export function employeeState(row: Pick<EmployeeRow, "activated" | "leftAt">, today: string): EmployeeState {
  if (row.leftAt !== null) return row.leftAt <= today ? "left" : "leaving";
  return row.activated ? "activated" : "registered";
}

/** A leaving date can be undone only while it is still ahead (the server answers 409 once it has come). */
export const canUndoLeaving = (row: Pick<EmployeeRow, "leftAt">, today: string) =>
  row.leftAt !== null && row.leftAt > today;

/** An account already gone cannot be chosen as a leaver again; one leaving later can be given a new date. */
export const canChooseAsLeaver = (row: Pick<EmployeeRow, "leftAt">, today: string) =>
  row.leftAt === null || row.leftAt > today;

/** The number of pages of `total` rows, at least one (an empty list is one empty page). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** What is wrong with a leaving date typed on `today`, or null: a whole date, today or later. */
export function leavingDateProblem(value: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return "Please choose a date as YYYY-MM-DD";
  return value < today ? LEFT_AT_MESSAGE : null;
}
