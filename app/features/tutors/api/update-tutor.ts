import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { Tutor, UpdateTutorBody } from "#shared/schemas/tutors.ts";

export const updateTutor = ({ id, body }: { id: number; body: UpdateTutorBody }) =>
  api.put<Tutor>(`/api/admin/tutors/${id}`, body);

export function useUpdateTutor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTutor,
    // Sessions and lessons show the teacher's name, so they change with it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.tutors }),
        queryClient.invalidateQueries({ queryKey: adminKeys.activeTutors }),
        queryClient.invalidateQueries({ queryKey: adminKeys.scheduledSessions }),
        queryClient.invalidateQueries({ queryKey: adminKeys.recordedLessons }),
      ]),
  });
}
