import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import type { Student } from "#shared/schemas/students.ts";
import { useDeleteStudent } from "../api/delete-student.ts";

/**
 * Deletes a student after the browser's confirmation [2§5], with the 'Student deleted' toast or a
 * destructive 'Error' toast carrying the server's message [2§8].
 */
export function useConfirmDeleteStudent() {
  const remove = useDeleteStudent();
  const confirmDelete = (student: Student, onDeleted?: () => void) => {
    if (!window.confirm(`Delete ${student.label}? This cannot be undone.`)) return;
    remove.mutate(student.id, {
      onSuccess: () => {
        toast({ title: "Student deleted", description: `${student.label} has been deleted.` });
        onDeleted?.();
      },
      onError: (error) => toast({ title: "Error", description: errorMessage(error), variant: "destructive" }),
    });
  };
  return {
    confirmDelete,
    isPending: remove.isPending,
    pendingId: remove.isPending ? remove.variables : null,
  };
}
