/**
 * The lesson room's rules that need no database (DECISIONS.md "The lesson room", decision 053):
 * the room's hours and how a child's stays make its attendance.
 */
import { ROOM_CLOSES_AFTER_MINUTES, ROOM_OPENS_BEFORE_MINUTES } from "#shared/schemas/lesson-room.ts";

const MINUTE = 60_000;

/** A session as the room's rules read it: its start and its length in minutes. */
export type RoomSessionTimes = { scheduledFor: Date | string; duration: number };

/**
 * The room's hours: it opens 15 minutes before the start and closes 30 minutes after the session's end
 * (`start` and `end` are the session's own, which the half rule measures against).
 */
export function roomHours(session: RoomSessionTimes) {
  const start = new Date(session.scheduledFor).getTime();
  const end = start + session.duration * MINUTE;
  return {
    start: new Date(start),
    end: new Date(end),
    opensAt: new Date(start - ROOM_OPENS_BEFORE_MINUTES * MINUTE),
    closesAt: new Date(end + ROOM_CLOSES_AFTER_MINUTES * MINUTE),
  };
}

/** One stay in the room: an open one (`leftAt` null) lasts until the time attendance is read at. */
export type PresenceInterval = { enteredAt: Date; leftAt: Date | null };

/**
 * How long a child was in the room, in milliseconds: the union of its stays (two overlapping stays, such as
 * a second tab, count once), open ones running to `until`, all clipped to the room's hours and to `until`
 * (the lesson's end, or now while it goes on).
 */
export function presentMs(intervals: PresenceInterval[], session: RoomSessionTimes, until: Date) {
  const { opensAt, closesAt } = roomHours(session);
  const from = opensAt.getTime();
  const to = Math.min(closesAt.getTime(), until.getTime());
  const clipped = intervals
    .map((interval) => [
      Math.max(interval.enteredAt.getTime(), from),
      Math.min((interval.leftAt ?? until).getTime(), to),
    ])
    .filter(([start, end]) => end! > start!)
    .sort((a, b) => a[0]! - b[0]!);
  let total = 0;
  let coveredTo = Number.NEGATIVE_INFINITY;
  for (const [start, end] of clipped as Array<[number, number]>) {
    if (end <= coveredTo) continue;
    total += end - Math.max(start, coveredTo);
    coveredTo = end;
  }
  return total;
}

/** Whole minutes present (rounded down, so a child shown 30 of 60 minutes was there at least that long). */
export const minutesPresent = (ms: number) => Math.floor(ms / MINUTE);

/** Present when in the room for at least half of the session's duration, in total (exactly half counts). */
export const presentForRegister = (ms: number, session: RoomSessionTimes) =>
  ms * 2 >= session.duration * MINUTE;

/** A child's first entry and last exit (null while still in, or never in). */
export function firstAndLast(intervals: PresenceInterval[]) {
  if (intervals.length === 0) return { firstEntry: null, lastExit: null };
  const firstEntry = new Date(Math.min(...intervals.map((interval) => interval.enteredAt.getTime())));
  const stillIn = intervals.some((interval) => interval.leftAt === null);
  const lastExit = stillIn
    ? null
    : new Date(Math.max(...intervals.map((interval) => interval.leftAt!.getTime())));
  return { firstEntry, lastExit };
}
