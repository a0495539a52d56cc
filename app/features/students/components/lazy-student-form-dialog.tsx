import { type ComponentProps, lazy, Suspense } from "react";

const StudentFormDialog = lazy(() =>
  import("./student-form-dialog.tsx").then((module) => ({ default: module.StudentFormDialog })),
);

/**
 * The student form dialog, whose form (react-hook-form, the students' schema and zod) loads when Add
 * Student or Edit is first pressed rather than with /students or a student's page (decision 055). It is
 * mounted open, as the form dialog itself is.
 */
export function LazyStudentFormDialog(props: ComponentProps<typeof StudentFormDialog>) {
  return (
    <Suspense fallback={null}>
      <StudentFormDialog {...props} />
    </Suspense>
  );
}
