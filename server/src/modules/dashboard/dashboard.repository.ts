import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
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
 * The dashboard's counts, each one `count(*)` over an indexed column, all four in one statement, and the
 * newest recordings in a second (two statements instead of five: on the embedded database each statement's
 * planning costs more than its execution, decision 038): a tutor's own rows (recorded lessons, live
 * sessions, students, resources), everyone's for an admin (DECISIONS.md "Portals: what a tutor's screens
 * show").
 */
export function createDashboardRepository(db: Database) {
  function countOf(
    table: typeof recordedLessons | typeof resources | typeof liveSessions | typeof students,
    where?: SQL,
  ) {
    return sql<number>`(${db.select({ value: count() }).from(table).where(where)})`.mapWith(Number);
  }

  return {
    async summaryFor(viewer: DashboardViewer) {
      const own = viewer.role === "tutor";
      const ownLessons = own ? eq(recordedLessons.tutorId, viewer.id) : undefined;
      const [counts, recentRecordings] = await Promise.all([
        db
          .select({
            recordedLessons: countOf(recordedLessons, ownLessons),
            upcomingLiveSessions: countOf(
              liveSessions,
              and(
                inArray(liveSessions.status, UPCOMING_LIVE_STATUSES),
                own ? eq(liveSessions.tutorId, viewer.id) : undefined,
              ),
            ),
            activeStudents: countOf(students, own ? eq(students.tutorId, viewer.id) : undefined),
            resources: countOf(resources, own ? eq(resources.tutorId, viewer.id) : undefined),
          })
          .from(sql`(select 1) as one`),
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
        counts: counts[0]!,
        recentRecordings: recentRecordings.map((row) => ({
          ...row,
          uploadedAt: row.uploadedAt.toISOString(),
        })),
      };
    },
  };
}
