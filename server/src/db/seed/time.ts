const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A time `days` from now at the given UTC hour, rounded to the half hour. */
export function at(days: number, hour: number, minute = 0): Date {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour, minute, 0, 0);
  return date;
}
