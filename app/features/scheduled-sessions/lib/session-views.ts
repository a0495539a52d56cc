import type { ScheduledSession } from "#shared/schemas/scheduled-sessions.ts";

export type SessionView = "upcoming" | "live" | "all";

/** [1§2]: upcoming means scheduledFor in the future, soonest first, cancelled excluded. */
export function upcomingSessions(
  sessions: readonly ScheduledSession[],
  now = new Date(),
): ScheduledSession[] {
  const nowMs = now.getTime();
  return sessions
    .filter((session) => session.status !== "cancelled" && new Date(session.scheduledFor).getTime() > nowMs)
    .sort((a, b) => new Date(a.scheduledFor).getTime() - new Date(b.scheduledFor).getTime());
}

/** Combines a calendar day ("2026-11-22") and a time slot ("14:00") in the viewer's time zone. */
export function combineDateAndTime(day: string, time: string): Date | null {
  const [year, month, date] = day.split("-").map(Number);
  const [hours, minutes] = time.split(":").map(Number);
  if (!year || !month || !date || Number.isNaN(hours) || Number.isNaN(minutes)) return null;
  const value = new Date(year, month - 1, date, hours, minutes, 0, 0);
  return Number.isNaN(value.getTime()) ? null : value;
}
