import { Badge } from "#app/components/ui/badge.tsx";
import { subjectBadge } from "../lib/subject-colours.ts";

/** A lesson's subject in its colour [2§9]; an unlisted subject is a grey 'General'. */
export function SubjectBadge({ subject }: { subject: string }) {
  const { label, className } = subjectBadge(subject);
  return <Badge className={className}>{label}</Badge>;
}
