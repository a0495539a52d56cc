import { and, asc, eq, getTableColumns, gte, inArray, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookings } from "../bookings/bookings.table.ts";
import { companies } from "../companies/companies.table.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import { students } from "../students/students.table.ts";
import { users } from "../users/users.table.ts";
import { calendarFeeds } from "./calendar-feed.table.ts";

/** How often a fetch rewrites `lastFetchedAt`: calendar programs poll, and a write per poll buys nothing. */
export const LAST_FETCHED_RESOLUTION_MS = 60_000;

/** Every query of the calendar feed: the one feed row per family, and what its feed lists beside the sessions. */
export function createCalendarFeedRepository(db: Database) {
  return {
    /** Turns the family's feed on with this token's hash, replacing any earlier token in the same statement. */
    async replace(userId: number, tokenHash: string) {
      const now = new Date();
      const rows = await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash, createdAt: now })
        .onConflictDoUpdate({
          target: calendarFeeds.userId,
          set: { tokenHash, createdAt: now, lastFetchedAt: null },
        })
        .returning();
      return rows[0]!;
    },

    /** Turns the family's feed off; its address answers 404 from now on. */
    async remove(userId: number) {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },

    /** The family's feed row (never shown with its hash), or null when the feed is off. */
    async findForUser(userId: number) {
      const rows = await db
        .select({ createdAt: calendarFeeds.createdAt, lastFetchedAt: calendarFeeds.lastFetchedAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * The family account a token hash opens, with what decides whether it may still be served (an active
     * family account whose organisation's access has not ended), or null for an unknown token.
     */
    async findOwnerByTokenHash(tokenHash: string) {
      const rows = await db
        .select({
          userId: calendarFeeds.userId,
          role: users.role,
          isActive: users.isActive,
          leftAt: users.leftAt,
          companyStatus: companies.status,
          companySubscriptionEndDate: companies.subscriptionEndDate,
        })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(eq(calendarFeeds.tokenHash, tokenHash))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Records a calendar program's fetch, at most once per `LAST_FETCHED_RESOLUTION_MS`: one conditional
     * UPDATE, so polling costs a write only when the shown time would change.
     */
    async markFetched(userId: number, now: Date) {
      const threshold = new Date(now.getTime() - LAST_FETCHED_RESOLUTION_MS);
      await db
        .update(calendarFeeds)
        .set({ lastFetchedAt: now })
        .where(
          and(
            eq(calendarFeeds.userId, userId),
            or(isNull(calendarFeeds.lastFetchedAt), lt(calendarFeeds.lastFetchedAt, threshold)),
          ),
        );
    },

    /** The family's children: their labels name them in the events meant for them. */
    listChildren(userId: number) {
      return db
        .select({ id: students.id, firstName: students.firstName })
        .from(students)
        .where(eq(students.userId, userId))
        .orderBy(asc(students.id));
    },

    /** The family's bookings of sessions starting in [from, to): which child sits in which session. */
    listBookingsInRange(userId: number, { from, to }: { from: Date; to: Date }) {
      return db
        .select({ sessionId: bookings.sessionId, studentId: bookings.studentId })
        .from(bookings)
        .innerJoin(scheduledSessions, eq(scheduledSessions.id, bookings.sessionId))
        .where(
          and(
            eq(bookings.userId, userId),
            gte(scheduledSessions.scheduledFor, from),
            lt(scheduledSessions.scheduledFor, to),
          ),
        )
        .orderBy(asc(bookings.sessionId), asc(bookings.studentId));
    },

    /**
     * The sessions starting in [from, to) that the family's children are on, with their teacher's name:
     * their one-to-one sessions and the group sessions booked for them.
     */
    async listChildrenSessionsInRange(userId: number, { from, to }: { from: Date; to: Date }) {
      const children = db.select({ id: students.id }).from(students).where(eq(students.userId, userId));
      const booked = db
        .select({ sessionId: bookings.sessionId })
        .from(bookings)
        .where(eq(bookings.userId, userId));
      const rows = await db
        .select({ session: getTableColumns(scheduledSessions), tutorName: users.fullName })
        .from(scheduledSessions)
        .leftJoin(users, eq(users.id, scheduledSessions.tutorId))
        .where(
          and(
            or(inArray(scheduledSessions.studentId, children), inArray(scheduledSessions.id, booked)),
            gte(scheduledSessions.scheduledFor, from),
            lt(scheduledSessions.scheduledFor, to),
          ),
        );
      return rows.map((row) => ({ ...row.session, tutorName: row.tutorName }));
    },
  };
}

export type CalendarFeedRepository = ReturnType<typeof createCalendarFeedRepository>;
