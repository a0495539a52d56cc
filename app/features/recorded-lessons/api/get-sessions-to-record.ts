import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { recordedLessonKeys } from "#app/lib/query-keys.ts";
import type { SessionToRecord } from "#shared/schemas/recorded-lessons.ts";

/** The ended sessions a recording may name; with `lessonId`, also the one that lesson already names. */
export const getSessionsToRecord = (lessonId: number | null) =>
  api.get<SessionToRecord[]>(
    lessonId === null
      ? "/api/recorded-lessons/sessions-to-record"
      : `/api/recorded-lessons/sessions-to-record?lessonId=${lessonId}`,
  );

export const sessionsToRecordQueryOptions = (lessonId: number | null) =>
  queryOptions({
    queryKey: recordedLessonKeys.sessionsToRecord(lessonId),
    queryFn: () => getSessionsToRecord(lessonId),
  });

export const useSessionsToRecord = (lessonId: number | null) =>
  useQuery(sessionsToRecordQueryOptions(lessonId));
