import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { Tutor } from "#shared/schemas/tutors.ts";
import { adminKeys } from "./query-keys.ts";

/** Active tutors offered in the lesson form. */
export const getLessonTutors = () => api.get<Tutor[]>("/api/admin/users/tutors");

export const lessonTutorsQueryOptions = queryOptions({
  queryKey: adminKeys.lessonTutors,
  queryFn: getLessonTutors,
});

export const useLessonTutors = () => useQuery(lessonTutorsQueryOptions);
