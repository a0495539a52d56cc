import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { studentKeys } from "#app/lib/query-keys.ts";
import type { Student } from "#shared/schemas/students.ts";

export const getStudents = () => api.get<Student[]>("/api/students");

export const studentsQueryOptions = queryOptions({ queryKey: studentKeys.all, queryFn: getStudents });

/** The signed-in tutor's students (an admin's: everyone's). */
export const useStudents = () => useQuery(studentsQueryOptions);
