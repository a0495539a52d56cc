import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type DashboardSummary, RECENT_RECORDINGS_COUNT } from "#shared/schemas/dashboard.ts";
import type { Database } from "../../db/client.ts";
import { isoTimestamp } from "../../db/json-rows.ts";
import { runShaped } from "../../db/statement-shapes.ts";
import { liveSessions } from "../live-sessions/live-sessions.table.ts";
import { recordedLessons } from "../recorded-lessons/recorded-lessons.table.ts";
import { resources } from "../resources/resources.table.ts";
import { students } from "../students/students.table.ts";

/** Whose dashboard: an admin counts everyone's rows, a tutor their own (DECISIONS.md "Portals"). */
export type DashboardViewer = { role: "admin" | "tutor"; id: number };

/** The live sessions of the Upcoming tab [2§4]: scheduled or live. */
const UPCOMING_LIVE_STATUSES = ["scheduled", "live"] as const;

/** The one row the summary's statement answers, as the drivers give it (counts are bigints). */
type SummaryRow = {
  recordedLessons: number | string | bigint;
  upcomingLiveSessions: number | string | bigint;
  activeStudents: number | string | bigint;
  resources: number | string | bigint;
  recentRecordings: DashboardSummary["recentRecordings"];
};

/**
 * The dashboard's counts, each one `count(*)` over an indexed column, and the newest recordings (as JSON,
 * newest first) in one statement: a tutor's own rows (recorded lessons, live sessions, students,
 * resources), everyone's for an admin (DECISIONS.md "Portals: what a tutor's screens show"). It is built
 * once per role and run with the viewer's id (decision 042): building its text took more of the
 * server's time than running it.
 */
export function createDashboardRepository(db: Database) {
  function countOf(
    table: typeof recordedLessons | typeof resources | typeof liveSessions | typeof students,
    where?: SQL,
  ) {
    return sql`(${db.select({ value: count() }).from(table).where(where)})`;
  }

  return {
    async summaryFor(viewer: DashboardViewer): Promise<DashboardSummary> {
      const own = viewer.role === "tutor";
      const result = await runShaped(
        db,
        `dashboard-summary:${viewer.role}`,
        { viewerId: viewer.id },
        (bound) => {
          const ownLessons = own ? eq(recordedLessons.tutorId, bound.viewerId) : undefined;
          const recent = db
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
            .limit(RECENT_RECORDINGS_COUNT)
            .as("recent");
          // Ordered by the timestamp itself (not its text, which drops the microseconds), as listed.
          const recentRecordings = sql`(
          select coalesce(json_agg(json_build_object(
            'id', ${recent.id}, 'title', ${recent.title}, 'subject', ${recent.subject},
            'duration', ${recent.duration}, 'uploadedAt', ${isoTimestamp(recent.uploadedAt)}
          ) order by ${recent.uploadedAt} desc, ${recent.id} desc), '[]'::json)
          from ${recent})`;
          return db
            .select({
              recordedLessons: countOf(recordedLessons, ownLessons).as("recordedLessons"),
              upcomingLiveSessions: countOf(
                liveSessions,
                and(
                  inArray(liveSessions.status, UPCOMING_LIVE_STATUSES),
                  own ? eq(liveSessions.tutorId, bound.viewerId) : undefined,
                ),
              ).as("upcomingLiveSessions"),
              activeStudents: countOf(students, own ? eq(students.tutorId, bound.viewerId) : undefined).as(
                "activeStudents",
              ),
              resources: countOf(resources, own ? eq(resources.tutorId, bound.viewerId) : undefined).as(
                "resources",
              ),
              recentRecordings: recentRecordings.as("recentRecordings"),
            })
            .from(sql`(select 1) as one`);
        },
      );
      const row = result.rows[0] as SummaryRow;
      return {
        counts: {
          recordedLessons: Number(row.recordedLessons),
          upcomingLiveSessions: Number(row.upcomingLiveSessions),
          activeStudents: Number(row.activeStudents),
          resources: Number(row.resources),
        },
        recentRecordings: row.recentRecordings,
      };
    },
  };
}
