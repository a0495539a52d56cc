import { deleteAfterConfirm } from "#app/components/save-feedback.tsx";
import type { Student } from "#shared/schemas/students.ts";
import { useDeleteStudent } from "../api/delete-student.ts";

/**
 * Deletes a student after the browser's confirmation [2§5], with the 'Student deleted' toast or a
 * destructive 'Error' toast carrying the server's message [2§8].
 */
export function useConfirmDeleteStudent() {
  const remove = useDeleteStudent();
  const confirmDelete = (student: Student, onDeleted?: () => void) =>
    deleteAfterConfirm(
      remove,
      student.id,
      `Delete ${student.label}? This cannot be undone.`,
      { title: "Student deleted", description: `${student.label} has been deleted.` },
      onDeleted,
    );
  return {
    confirmDelete,
    isPending: remove.isPending,
    pendingId: remove.isPending ? remove.variables : null,
  };
}
