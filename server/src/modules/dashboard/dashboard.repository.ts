import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { RECENT_RECORDINGS_COUNT } from "#shared/schemas/dashboard.ts";
import type { Database } from "../../db/client.ts";
import { liveSessions } from "../live-sessions/live-sessions.table.ts";
import { recordedLessons } from "../recorded-lessons/recorded-lessons.table.ts";
import { resources } from "../resources/resources.table.ts";
import { students } from "../students/students.table.ts";

/** Whose dashboard: an admin counts everyone's rows, a tutor their own (DECISIONS.md "Portals"). */
export type DashboardViewer = { role: "admin" | "tutor"; id: number };

/** The live sessions of the Upcoming tab [2§4]: scheduled or live. */
const UPCOMING_LIVE_STATUSES = ["scheduled", "live"] as const;

/**
 * The dashboard's counts, each one `count(*)` in SQL over an indexed column, and the newest recordings:
 * a tutor's own rows (recorded lessons, live sessions, students, resources), everyone's for an admin
 * (DECISIONS.md "Portals: what a tutor's screens show").
 */
export function createDashboardRepository(db: Database) {
  async function countOf(
    table: typeof recordedLessons | typeof resources | typeof liveSessions | typeof students,
    where?: SQL,
  ) {
    const rows = await db.select({ value: count() }).from(table).where(where);
    return rows[0]?.value ?? 0;
  }

  return {
    async summaryFor(viewer: DashboardViewer) {
      const own = viewer.role === "tutor";
      const ownLessons = own ? eq(recordedLessons.tutorId, viewer.id) : undefined;
      const [recorded, upcomingLive, activeStudents, resourceCount, recentRecordings] = await Promise.all([
        countOf(recordedLessons, ownLessons),
        countOf(
          liveSessions,
          and(
            inArray(liveSessions.status, UPCOMING_LIVE_STATUSES),
            own ? eq(liveSessions.tutorId, viewer.id) : undefined,
          ),
        ),
        countOf(students, own ? eq(students.tutorId, viewer.id) : undefined),
        countOf(resources, own ? eq(resources.tutorId, viewer.id) : undefined),
        db
          .select({
            id: recordedLessons.id,
            title: recordedLessons.title,
            subject: recordedLessons.subject,
            duration: recordedLessons.duration,
            uploadedAt: recordedLessons.uploadedAt,
          })
          .from(recordedLessons)
          .where(ownLessons)
          .orderBy(desc(recordedLessons.uploadedAt), desc(recordedLessons.id))
          .limit(RECENT_RECORDINGS_COUNT),
      ]);
      return {
        counts: {
          recordedLessons: recorded,
          upcomingLiveSessions: upcomingLive,
          activeStudents,
          resources: resourceCount,
        },
        recentRecordings: recentRecordings.map((row) => ({
          ...row,
          uploadedAt: row.uploadedAt.toISOString(),
        })),
      };
    },
  };
}
