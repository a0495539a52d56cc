/**
 * The student screens' rules for sessions [2§2.12], [2§2.13], [2§4], in the viewer's time zone: which days
 * the month calendar offers, when Join appears, and the status colours of the student views.
 */
import { addDays, startOfDay } from "date-fns";
import type { BadgeTone } from "#app/components/ui/badge.tsx";
import { dayKey, isToday } from "#app/lib/calendar.ts";
import type { ScheduledSessionStatus } from "#shared/schemas/scheduled-sessions.ts";

/** [2§9]: the month calendar disables days before yesterday (yesterday itself stays open). */
export const isDayDisabled = (day: Date, now = new Date()) =>
  dayKey(startOfDay(day)) < dayKey(addDays(startOfDay(now), -1));

/**
 * [2§4]: Join appears only when the session is scheduled and starts on the viewer's today. It also needs a
 * link to open: a session without one shows no button rather than a dead one (decision 020).
 */
export function canJoinSession(
  session: { status: ScheduledSessionStatus; scheduledFor: string; youtubeUrl: string | null },
  now = new Date(),
) {
  return isJoinDay(session, now) && Boolean(session.youtubeUrl);
}

/** [2§4]: the session is scheduled and starts on the viewer's today (Join's time, whatever it opens). */
export function isJoinDay(
  session: { status: ScheduledSessionStatus; scheduledFor: string },
  now = new Date(),
) {
  return session.status === "scheduled" && isToday(new Date(session.scheduledFor), now);
}

/** [2§4] student views: scheduled blue, completed green, cancelled red, anything else orange. */
export function studentStatusTone(status: ScheduledSessionStatus): BadgeTone {
  if (status === "scheduled") return "info";
  if (status === "completed") return "success";
  if (status === "cancelled") return "danger";
  return "caution";
}
