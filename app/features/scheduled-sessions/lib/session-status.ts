import type { BadgeTone } from "#app/components/ui/badge.tsx";
import type { ScheduledSessionStatus } from "#shared/schemas/scheduled-sessions.ts";

const TONES: Record<ScheduledSessionStatus, BadgeTone> = {
  scheduled: "neutral",
  confirmed: "success",
  live: "success",
  completed: "success",
  pending: "warning",
  rescheduled: "warning",
  cancelled: "danger",
};

/** The badge colour of a session's status [2§4]. */
export const sessionStatusTone = (status: ScheduledSessionStatus) => TONES[status];

/** "rescheduled" → "Rescheduled". */
export const sessionStatusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** Who a session is for: its student's label, or the group and its year ("Group · Year 11 (GCSE)"). */
export function sessionAudience(session: { studentLabel: string | null; academicYear: string | null }) {
  if (session.studentLabel) return session.studentLabel;
  return session.academicYear ? `Group · ${session.academicYear}` : "Group";
}
