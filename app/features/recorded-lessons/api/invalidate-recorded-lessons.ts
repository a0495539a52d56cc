import type { QueryClient } from "@tanstack/react-query";
import { adminKeys, dashboardKeys, recordedLessonKeys } from "#app/lib/query-keys.ts";

/**
 * After any write: the admin's list, the portals' library, the lesson pages and the dashboard's Recent
 * Recordings all show the same rows.
 */
export const invalidateRecordedLessons = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.recordedLessons }),
    queryClient.invalidateQueries({ queryKey: recordedLessonKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.summary }),
  ]);
