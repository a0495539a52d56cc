import { Plus, Search } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Input, type SelectComponent } from "#app/components/ui/input.tsx";
import { paths } from "#shared/config/paths.ts";
import type { Student } from "#shared/schemas/students.ts";
import { useStudents } from "../api/get-students.ts";
import { useConfirmDeleteStudent } from "../lib/use-confirm-delete-student.ts";
import { LazyStudentFormDialog } from "./lazy-student-form-dialog.tsx";
import { StudentSubjects } from "./student-subjects.tsx";

function matches(student: Student, search: string) {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [
    student.label,
    student.firstName,
    student.notes,
    student.familyName,
    student.grade,
    student.subjects,
  ]
    .filter(Boolean)
    .some((text) => text!.toLowerCase().includes(needle));
}

/**
 * The Students page [2§2.9]: search, Add Student, one card per student with its page, Edit and Delete.
 * `TutorSelect` (an admin) adds each student's tutor and lets the form assign it (an admin sees everyone's
 * students).
 */
export function StudentsPanel({ TutorSelect }: { TutorSelect?: SelectComponent }) {
  const showTutor = TutorSelect !== undefined;
  const students = useStudents();
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Student | "new" | null>(null);
  const { confirmDelete, pendingId } = useConfirmDeleteStudent();
  const list = students.data ?? [];
  const shown = list.filter((student) => matches(student, search));

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <Search className="absolute top-3 left-3 size-4 text-slate-500" aria-hidden="true" />
          <label htmlFor="students-search" className="sr-only">
            Search students
          </label>
          <Input
            id="students-search"
            type="search"
            className="pl-9"
            placeholder="Search students..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" />
          Add Student
        </Button>
      </div>

      <QueryState query={students} loadingLabel="Loading students">
        {list.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center">
            <h2 className="text-lg font-semibold text-slate-900">No Students Yet</h2>
            <p className="mt-1 text-slate-600">Add a student to keep their year group, subjects and notes.</p>
          </div>
        ) : shown.length === 0 ? (
          <EmptyState>No students match your search.</EmptyState>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Students">
            {shown.map((student) => (
              <li key={student.id} className="min-w-0">
                <Card className="flex h-full flex-col">
                  <CardHeader className="pb-3">
                    <h2 className="text-lg leading-tight font-semibold">
                      <Link
                        to={paths.tutorStudent(student.id)}
                        className="text-brand-700 underline-offset-4 hover:underline"
                      >
                        {student.label}
                      </Link>
                    </h2>
                    <p className="text-sm text-slate-700">{student.grade}</p>
                  </CardHeader>
                  <CardContent className="grid flex-1 content-start gap-3 text-sm">
                    <StudentSubjects subjects={student.subjects} />
                    <p className="text-slate-700">
                      <span className="font-medium">Family:</span> {student.familyName}
                    </p>
                    {showTutor ? (
                      <p className="text-slate-700">
                        <span className="font-medium">Tutor:</span> {student.tutorName ?? "No tutor assigned"}
                      </p>
                    ) : null}
                    {student.notes && student.notes !== student.label ? (
                      <p className="text-slate-600">{student.notes}</p>
                    ) : null}
                  </CardContent>
                  <div className="flex flex-wrap gap-2 p-6 pt-0">
                    <Button variant="outline" size="sm" onClick={() => setEditing(student)}>
                      Edit<span className="sr-only"> {student.label}</span>
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      className="text-red-700"
                      disabled={pendingId === student.id}
                      onClick={() => confirmDelete(student)}
                    >
                      {pendingId === student.id ? "Deleting..." : "Delete"}
                      <span className="sr-only"> {student.label}</span>
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      {editing ? (
        <LazyStudentFormDialog
          student={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          TutorSelect={TutorSelect}
        />
      ) : null}
    </div>
  );
}
