import { asc, desc, eq, getTableColumns } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { liveSessions } from "../live-sessions/live-sessions.table.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import { users } from "../users/users.table.ts";

type ScheduledRow = typeof scheduledSessions.$inferSelect;
type LiveRow = typeof liveSessions.$inferSelect;
export type NewScheduledSession = Omit<typeof scheduledSessions.$inferInsert, "id" | "createdAt">;
export type NewLiveSession = Omit<typeof liveSessions.$inferInsert, "id" | "createdAt">;

export function toScheduledSession(row: ScheduledRow, tutorName: string | null) {
  return {
    ...row,
    tutorName,
    scheduledFor: row.scheduledFor.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toLiveSession(row: LiveRow) {
  return { ...row, scheduledFor: row.scheduledFor.toISOString(), createdAt: row.createdAt.toISOString() };
}

export function createAdminSessionsRepository(db: Database) {
  return {
    /** Every scheduled session with its teacher's name, soonest first. */
    async listScheduled() {
      const rows = await db
        .select({ session: getTableColumns(scheduledSessions), tutorName: users.fullName })
        .from(scheduledSessions)
        .leftJoin(users, eq(users.id, scheduledSessions.tutorId))
        .orderBy(asc(scheduledSessions.scheduledFor), asc(scheduledSessions.id));
      return rows.map((row) => toScheduledSession(row.session, row.tutorName));
    },

    async createScheduled(values: NewScheduledSession, tutorName: string) {
      const rows = await db.insert(scheduledSessions).values(values).returning();
      return toScheduledSession(rows[0]!, tutorName);
    },

    /** Every live session, most recently scheduled first. */
    async listLive() {
      const rows = await db
        .select()
        .from(liveSessions)
        .orderBy(desc(liveSessions.scheduledFor), desc(liveSessions.id));
      return rows.map(toLiveSession);
    },

    async createLive(values: NewLiveSession) {
      const rows = await db.insert(liveSessions).values(values).returning();
      return toLiveSession(rows[0]!);
    },
  };
}

export type AdminSessionsRepository = ReturnType<typeof createAdminSessionsRepository>;
