import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import type { LiveSessionStatus } from "#shared/schemas/live-sessions.ts";

export const STATUS_LABELS: Record<LiveSessionStatus, string> = {
  scheduled: "Scheduled",
  live: "Live",
  completed: "Completed",
  cancelled: "Cancelled",
};

const TONES: Record<LiveSessionStatus, BadgeTone> = {
  scheduled: "neutral",
  live: "success",
  completed: "neutral",
  cancelled: "danger",
};

/** A live session's status in words and colour. */
export function LiveSessionStatusBadge({ status }: { status: LiveSessionStatus }) {
  return <Badge tone={TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
