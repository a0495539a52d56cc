import { useUser } from "#app/features/auth/api/get-user.ts";
import { useSelectedChild } from "#app/features/students/lib/selected-child.ts";

/**
 * Whose sessions the student screens show (DECISIONS.md "Children of a family"): the chosen child, or, for
 * a family with no children yet, the family's own account id (then every group session). Null while the
 * account and its children load.
 */
export function useScheduleOwner() {
  const user = useUser();
  const { selectedChild, isLoading } = useSelectedChild();
  if (isLoading || !user.data) return { studentId: null, child: null };
  return { studentId: selectedChild?.id ?? user.data.id, child: selectedChild };
}
