/**
 * Which sessions a viewer may see (DECISIONS.md "Which sessions a family sees"), written once as conditions
 * inside the query (beside the table, where drizzle stays) and offered here: the portal's lists (the
 * timetable module) and the tutors a family may write to (messages) read them from here. Also how a
 * session row is answered.
 */
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";
import type { Bound } from "../../db/statement-shapes.ts";
import type { scheduledSessions } from "./scheduled-sessions.table.ts";

export {
  childrenOf,
  meantForChild,
  soonestUpcomingIds,
  tutorsOfSessionsVisibleTo,
  visibleTo,
} from "./scheduled-sessions.table.ts";

/** Whose sessions a portal call reads: an admin everyone's, a tutor their own, a family what is meant for it. */
export type SessionViewer = { role: "admin" | "tutor" | "parent"; id: number };

/** A viewer as a statement's text holds it: its id, or the placeholder for it (decision 042). */
export type ViewerInSql = { role: SessionViewer["role"]; id: Bound<number> };

/**
 * The portal's reads of sessions, as the timetable module (above this one) answers them: what the modules
 * between take as ports (the bookings' checks, a student's page), passed in by the container (decision 052).
 */
export type PortalSessionReads = {
  /** One session with its teacher's name and seats taken, whoever may see it (admin and tutor calls). */
  findById(id: number): Promise<PortalSession | null>;
  /** One session, only if the viewer may see it (else null). */
  findVisibleTo(viewer: SessionViewer, id: number): Promise<PortalSession | null>;
  /** A series' sessions the viewer may see that have not started and are not cancelled, soonest first. */
  listRemainingInSeries(viewer: SessionViewer, seriesId: number, now: Date): Promise<PortalSession[]>;
  /** A child's upcoming sessions with one tutor (or, `null`, anyone), soonest first. */
  listUpcomingForStudent(studentId: number, tutorId: number | null, now: Date): Promise<PortalSession[]>;
};

type ScheduledSessionRow = typeof scheduledSessions.$inferSelect;

/** A session row as the API answers it (`scheduledSessionSchema`), with its teacher's name and seats taken. */
export function toScheduledSession(row: ScheduledSessionRow, tutorName: string | null, bookedCount = 0) {
  return {
    ...row,
    tutorName,
    /** Seats taken in a group session; a one-to-one session has none to take. */
    bookedCount: row.studentId === null ? bookedCount : null,
    scheduledFor: row.scheduledFor.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
