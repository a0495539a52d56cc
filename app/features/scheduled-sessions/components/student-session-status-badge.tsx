import { Badge } from "#app/components/ui/badge.tsx";
import type { ScheduledSessionStatus } from "#shared/schemas/scheduled-sessions.ts";
import { sessionStatusLabel } from "../lib/session-status.ts";
import { studentStatusTone } from "../lib/student-sessions.ts";

/** A session's status as the student views colour it [2§4]. */
export function StudentSessionStatusBadge({ status }: { status: ScheduledSessionStatus }) {
  return <Badge tone={studentStatusTone(status)}>{sessionStatusLabel(status)}</Badge>;
}
