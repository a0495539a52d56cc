import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import type { Student } from "#shared/schemas/students.ts";
import { StudentSubjects } from "./student-subjects.tsx";

/** The way back from a child's page to the list it was opened from (the tutor's students, the family's account). */
export function ChildPageBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 text-sm text-brand-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}

/** One line of a child's Details card. */
export function ChildDetail({
  term,
  className,
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="font-medium text-slate-900">{term}</dt>
      <dd className={className ?? "text-slate-700"}>{children}</dd>
    </div>
  );
}

/**
 * A child's Details card, for the tutor and for the family alike: the year group and subjects, then the
 * lines the viewer's page adds (`children`: the family, the tutor, the notes).
 */
export function ChildDetailsCard({
  child,
  className,
  children,
}: {
  child: Pick<Student, "grade" | "subjects">;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Details</h2>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm">
          <ChildDetail term="Year group">{child.grade}</ChildDetail>
          <div className="grid gap-1">
            <dt className="font-medium text-slate-900">Subjects</dt>
            <dd>
              <StudentSubjects subjects={child.subjects} />
            </dd>
          </div>
          {children}
        </dl>
      </CardContent>
    </Card>
  );
}
