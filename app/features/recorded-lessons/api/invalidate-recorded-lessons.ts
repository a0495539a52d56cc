import type { QueryClient } from "@tanstack/react-query";
import { adminKeys, dashboardKeys, recordedLessonKeys, scheduledSessionKeys } from "#app/lib/query-keys.ts";

/**
 * After any write: the admin's list, the portals' library, the lesson pages and the dashboard's Recent
 * Recordings all show the same rows; sessions show their recording or when it is due, and the overdue list
 * drops a session once recorded (decision 027).
 */
export const invalidateRecordedLessons = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.recordedLessons }),
    queryClient.invalidateQueries({ queryKey: adminKeys.overdueRecordings }),
    queryClient.invalidateQueries({ queryKey: recordedLessonKeys.all }),
    queryClient.invalidateQueries({ queryKey: scheduledSessionKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.summary }),
  ]);
