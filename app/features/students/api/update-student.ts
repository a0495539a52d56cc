import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { studentKeys } from "#app/lib/query-keys.ts";
import type { Student, StudentBody } from "#shared/schemas/students.ts";

export const updateStudent = ({ id, body }: { id: number; body: StudentBody }) =>
  api.put<Student>(`/api/students/${id}`, body);

export function useUpdateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}
