import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { TutorTemporaryPassword } from "#shared/schemas/tutors.ts";

/** A new temporary password for a teacher who has not signed in yet (409 once they chose their own). */
export const issueTemporaryPassword = (tutorId: number) =>
  api.post<TutorTemporaryPassword>(`/api/admin/tutors/${tutorId}/temporary-password`);

export function useIssueTemporaryPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueTemporaryPassword,
    // A 409 means the teacher has signed in meanwhile: the card should stop offering this.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.tutors }),
  });
}
