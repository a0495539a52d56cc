import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { studentKeys } from "#app/lib/query-keys.ts";
import type { Student } from "#shared/schemas/students.ts";

export const getStudent = (id: number) => api.get<Student>(`/api/students/${id}`);

export const studentQueryOptions = (id: number) =>
  queryOptions({ queryKey: studentKeys.detail(id), queryFn: () => getStudent(id) });

export const useStudent = (id: number) => useQuery(studentQueryOptions(id));
