/**
 * The scheduled sessions' writes, and the reads a write is checked against (whose a session is, a series'
 * later sessions). The sessions as the portals list them are the timetable module's.
 */
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { toScheduledSession } from "./scheduled-sessions.rules.ts";
import { scheduledSessions, sessionSeries } from "./scheduled-sessions.table.ts";

type NewScheduledSession = Omit<typeof scheduledSessions.$inferInsert, "id" | "createdAt">;

/**
 * Whose a session is, where it sits in its series and what a change's e-mails name it by: what a write
 * is checked against, for one session or a series' later ones.
 */
const ownership = {
  id: scheduledSessions.id,
  title: scheduledSessions.title,
  tutorId: scheduledSessions.tutorId,
  seriesId: scheduledSessions.seriesId,
  scheduledFor: scheduledSessions.scheduledFor,
};

/**
 * Seats taken in each of some sessions, read with `tx`, the write's own transaction (which holds their
 * locks): the bookings' count, a module above this one, passed in by the container (decision 052).
 */
export type SeatsBooked = (tx: Database, sessionIds: number[]) => Promise<Map<number, number>>;

export function createScheduledSessionsRepository(
  db: Database,
  { seatsBooked }: { seatsBooked: SeatsBooked },
) {
  /**
   * Changes sessions in one transaction, raising each one's `sequence` (the calendar feed's SEQUENCE) and
   * `updatedAt`. The rows are locked first (in id order, so two such writes never wait on each other in a
   * circle), so a capacity below the seats booked is refused even while families are booking; one refusal
   * changes none of them.
   */
  async function updateMany(edits: Array<{ id: number; changes: Partial<NewScheduledSession> }>) {
    const ids = edits.map((edit) => edit.id).sort((a, b) => a - b);
    return db.transaction(async (tx) => {
      const locked = await tx
        .select({ id: scheduledSessions.id, status: scheduledSessions.status })
        .from(scheduledSessions)
        .where(inArray(scheduledSessions.id, ids))
        .orderBy(asc(scheduledSessions.id))
        .for("update");
      if (locked.length < new Set(ids).size) return { ok: false as const, reason: "missing" as const };
      const bookedIn = await seatsBooked(tx, ids);
      for (const { id, changes } of edits) {
        const booked = bookedIn.get(id) ?? 0;
        if (changes.capacity !== undefined && changes.capacity < booked) {
          return { ok: false as const, reason: "below-booked" as const, booked };
        }
      }
      for (const { id, changes } of edits) {
        await tx
          .update(scheduledSessions)
          .set({ ...changes, sequence: sql`${scheduledSessions.sequence} + 1`, updatedAt: new Date() })
          .where(eq(scheduledSessions.id, id));
      }
      return { ok: true as const, previousStatuses: new Map(locked.map((row) => [row.id, row.status])) };
    });
  }

  return {
    /**
     * Changes a session, raising its `sequence` (the calendar feed's SEQUENCE) and `updatedAt`. The row is
     * locked first, so a capacity below the seats booked is refused even while families are booking.
     */
    async update(id: number, changes: Partial<NewScheduledSession>) {
      const outcome = await updateMany([{ id, changes }]);
      if (!outcome.ok) return outcome;
      return { ok: true as const, previousStatus: outcome.previousStatuses.get(id)! };
    },

    /** Several sessions changed in one transaction, each as `update` changes one: all of them or none. */
    updateMany,

    /** Whose a session is and where it sits in its series: what a tutor's write is checked against. */
    async findOwnership(id: number) {
      const rows = await db
        .select(ownership)
        .from(scheduledSessions)
        .where(eq(scheduledSessions.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The sessions of a series starting at or after `from`, soonest first. */
    listSeriesFrom(seriesId: number, from: Date) {
      return db
        .select(ownership)
        .from(scheduledSessions)
        .where(and(eq(scheduledSessions.seriesId, seriesId), gte(scheduledSessions.scheduledFor, from)))
        .orderBy(asc(scheduledSessions.scheduledFor), asc(scheduledSessions.id));
    },

    /** A weekly series and its sessions, made together in one transaction, soonest first. */
    async createSeries(
      owner: { tutorId: number; tutorName: string; createdById: number },
      sessions: Array<Omit<NewScheduledSession, "seriesId" | "tutorId">>,
    ) {
      return db.transaction(async (tx) => {
        const [series] = await tx
          .insert(sessionSeries)
          .values({ tutorId: owner.tutorId, createdById: owner.createdById })
          .returning({ id: sessionSeries.id });
        const rows = await tx
          .insert(scheduledSessions)
          .values(sessions.map((session) => ({ ...session, tutorId: owner.tutorId, seriesId: series!.id })))
          .returning();
        rows.sort((a, b) => a.scheduledFor.getTime() - b.scheduledFor.getTime() || a.id - b.id);
        return {
          seriesId: series!.id,
          sessions: rows.map((row) => toScheduledSession(row, owner.tutorName)),
        };
      });
    },

    /** Deletes a session that has no bookings (the row is locked, so none arrives meanwhile). */
    async removeUnbooked(id: number) {
      return db.transaction(async (tx) => {
        const locked = await tx
          .select({ id: scheduledSessions.id })
          .from(scheduledSessions)
          .where(eq(scheduledSessions.id, id))
          .for("update");
        if (!locked[0]) return "missing" as const;
        if (((await seatsBooked(tx, [id])).get(id) ?? 0) > 0) return "booked" as const;
        await tx.delete(scheduledSessions).where(eq(scheduledSessions.id, id));
        return "deleted" as const;
      });
    },

    async create(values: NewScheduledSession, tutorName: string) {
      const rows = await db.insert(scheduledSessions).values(values).returning();
      return toScheduledSession(rows[0]!, tutorName);
    },
  };
}
export type ScheduledSessionsRepository = ReturnType<typeof createScheduledSessionsRepository>;
