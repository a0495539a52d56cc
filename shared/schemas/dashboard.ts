/** The tutor/admin dashboard [2§2.2]: its four counts and the newest recordings, in one answer. */
import { z } from "../zod.ts";

/** Recent Recordings shows the 3 newest lessons [2§9]. */
export const RECENT_RECORDINGS_COUNT = 3;

export const dashboardSummarySchema = z.object({
  counts: z.object({
    recordedLessons: z.number().int(),
    upcomingLiveSessions: z.number().int(),
    activeStudents: z.number().int(),
    resources: z.number().int(),
  }),
  recentRecordings: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      subject: z.string(),
      duration: z.number().nullable(),
      uploadedAt: z.string(),
    }),
  ),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
