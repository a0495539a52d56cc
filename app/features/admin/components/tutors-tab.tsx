import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
import type { Tutor } from "#shared/schemas/tutors.ts";
import { useTutors } from "../api/get-tutors.ts";
import { formatDate } from "../lib/format-date.ts";
import { AddTeacherDialog } from "./add-teacher-dialog.tsx";
import { EditTeacherDialog } from "./edit-teacher-dialog.tsx";
import { QueryState } from "./query-state.tsx";

/** Teacher Management [1§2]: a card grid of teachers with add and edit. */
export function TutorsTab() {
  const tutors = useTutors();
  const [editing, setEditing] = useState<Tutor | null>(null);
  return (
    <section className="grid gap-6" aria-labelledby="teachers-heading">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="teachers-heading" className="text-2xl font-semibold text-slate-900">
            Teacher Management
          </h2>
          <p className="text-slate-600">Add teachers and keep their details up to date.</p>
        </div>
        <AddTeacherDialog />
      </div>
      <QueryState
        isPending={tutors.isPending}
        error={tutors.error}
        loadingLabel="Loading teachers"
        onRetry={() => void tutors.refetch()}
      >
        {tutors.data?.length === 0 ? (
          <p className="py-6 text-center text-slate-600">No teachers yet.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Teachers">
            {tutors.data?.map((tutor) => (
              <li key={tutor.id}>
                <Card className="flex h-full flex-col">
                  <CardHeader>
                    <CardTitle>{tutor.fullName}</CardTitle>
                    <CardDescription>{tutor.email}</CardDescription>
                  </CardHeader>
                  <CardContent className="grid flex-1 content-start gap-1 text-sm text-slate-700">
                    <p>Username: {tutor.username}</p>
                    <p>
                      Role:{" "}
                      <span className="capitalize">{tutor.role === "tutor" ? "Teacher" : tutor.role}</span>
                      {tutor.isActive ? null : (
                        <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs whitespace-nowrap text-slate-700">
                          Deactivated
                        </span>
                      )}
                    </p>
                    <p>Created: {formatDate(tutor.createdAt)}</p>
                    {tutor.subjects.length > 0 ? <p>Subjects: {tutor.subjects.join(", ")}</p> : null}
                  </CardContent>
                  <CardFooter>
                    <Button
                      variant="outline"
                      className="w-full"
                      aria-label={`Edit Details of ${tutor.fullName}`}
                      onClick={() => setEditing(tutor)}
                    >
                      Edit Details
                    </Button>
                  </CardFooter>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {editing ? (
        <EditTeacherDialog key={editing.id} tutor={editing} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}
