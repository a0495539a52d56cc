import { Badge } from "#app/components/ui/badge.tsx";

/** A child's mark in a session's register, as the family reads it. */
export function AttendanceBadge({ present }: { present: boolean }) {
  return present ? <Badge tone="success">Attended</Badge> : <Badge tone="danger">Missed</Badge>;
}
