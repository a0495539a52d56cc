import { Badge } from "#app/components/ui/badge.tsx";
import { subjectList } from "#shared/schemas/student-subjects.ts";

/** A student's subjects as badges, or a note that none are recorded. */
export function StudentSubjects({ subjects }: { subjects: string | null }) {
  const list = subjectList(subjects);
  if (list.length === 0) return <p className="text-sm text-slate-600">No subjects recorded</p>;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Subjects">
      {list.map((subject) => (
        <li key={subject}>
          <Badge>{subject}</Badge>
        </li>
      ))}
    </ul>
  );
}
