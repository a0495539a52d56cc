import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { CreateTutorBody, Tutor } from "#shared/schemas/tutors.ts";

/** The teacher form's fields plus role 'tutor' [1§7]. */
export const createTutor = (body: CreateTutorBody) =>
  api.post<Tutor>("/api/admin/tutors", { ...body, role: "tutor" });

export function useCreateTutor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTutor,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.tutors }),
        queryClient.invalidateQueries({ queryKey: adminKeys.activeTutors }),
      ]),
  });
}
