import { useState } from "react";
import { QueryState } from "#app/components/query-state.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import type { Tutor } from "#shared/schemas/tutors.ts";
import { useTutors } from "../api/get-tutors.ts";
import { EditTutorDialog } from "./edit-tutor-dialog.tsx";

/** The tutors as cards, each with its Edit Details dialog [1§2]. */
export function TutorsList() {
  const tutors = useTutors();
  const [editing, setEditing] = useState<Tutor | null>(null);
  return (
    <>
      <QueryState query={tutors} loadingLabel="Loading teachers">
        {tutors.data?.length === 0 ? (
          <EmptyState>No teachers yet.</EmptyState>
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
                      {tutor.isActive ? null : <Badge className="ml-2">Deactivated</Badge>}
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
      {editing ? <EditTutorDialog key={editing.id} tutor={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
