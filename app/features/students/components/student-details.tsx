import { useState } from "react";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { QueryState } from "#app/components/query-state.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import type { SelectComponent } from "#app/components/ui/input.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { formatDateTime } from "#app/lib/format-date.ts";
import { paths } from "#shared/config/paths.ts";
import type { Student } from "#shared/schemas/students.ts";
import { useStudent } from "../api/get-student.ts";
import { useStudentUpcomingSessions } from "../api/get-student-upcoming-sessions.ts";
import { useConfirmDeleteStudent } from "../lib/use-confirm-delete-student.ts";
import { ChildDetail, ChildDetailsCard, ChildPageBackLink } from "./child-details.tsx";
import { LazyStudentFormDialog } from "./lazy-student-form-dialog.tsx";

function UpcomingSessions({ student }: { student: Student }) {
  const sessions = useStudentUpcomingSessions(student.id);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Upcoming Sessions</h2>
      </CardHeader>
      <CardContent>
        <QueryState query={sessions} loadingLabel="Loading upcoming sessions">
          {sessions.data?.length ? (
            <ul className="divide-y divide-slate-200" aria-label="Upcoming sessions">
              {sessions.data.map((session) => (
                <li key={session.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{session.title}</p>
                    <p className="text-sm text-slate-600">
                      <time dateTime={session.scheduledFor}>{formatDateTime(session.scheduledFor)}</time> ·{" "}
                      {session.duration} min · {session.subject}
                    </p>
                  </div>
                  <Badge className="capitalize">{session.status}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState>No upcoming sessions for {student.label}.</EmptyState>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

/**
 * A student's page on the tutor screens: label, year group, subjects, notes, family account and the
 * child's upcoming sessions, with Edit and Delete. `onDeleted` leaves the page once it is gone.
 */
export function StudentDetails({
  id,
  TutorSelect,
  onDeleted,
}: {
  id: number;
  /** An admin's: shows the student's tutor and lets Edit assign it. */
  TutorSelect?: SelectComponent;
  onDeleted: () => void;
}) {
  const showTutor = TutorSelect !== undefined;
  const query = useStudent(id);
  const [editing, setEditing] = useState(false);
  const { confirmDelete, isPending } = useConfirmDeleteStudent();

  // An id that is not a number (400) is as unknown as a missing or foreign student (404).
  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
    return (
      <div className="grid gap-4">
        <ChildPageBackLink to={paths.students}>Back to Students</ChildPageBackLink>
        <PageHeading
          title="Student Not Found"
          description="The student you're looking for doesn't exist or has been removed."
        />
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <ChildPageBackLink to={paths.students}>Back to Students</ChildPageBackLink>
      <QueryState query={query} loadingLabel="Loading student">
        {query.data ? (
          <>
            <PageHeading
              title={query.data.label}
              description={query.data.grade}
              actions={
                <>
                  <Button variant="outline" onClick={() => setEditing(true)}>
                    Edit
                  </Button>
                  <Button
                    variant="outline"
                    className="text-red-700"
                    disabled={isPending}
                    onClick={() => query.data && confirmDelete(query.data, onDeleted)}
                  >
                    {isPending ? "Deleting..." : "Delete"}
                  </Button>
                </>
              }
            />
            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
              <ChildDetailsCard child={query.data}>
                <ChildDetail term="Family account">{query.data.familyName}</ChildDetail>
                {showTutor ? (
                  <ChildDetail term="Tutor">{query.data.tutorName ?? "No tutor assigned"}</ChildDetail>
                ) : null}
                <ChildDetail term="Notes" className="whitespace-pre-line text-slate-700">
                  {query.data.notes ?? "No notes"}
                </ChildDetail>
              </ChildDetailsCard>
              <UpcomingSessions student={query.data} />
            </div>
            {editing ? (
              <LazyStudentFormDialog
                student={query.data}
                onClose={() => setEditing(false)}
                TutorSelect={TutorSelect}
              />
            ) : null}
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
