import { asc, eq, getTableColumns } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../users/users.table.ts";
import { scheduledSessions } from "./scheduled-sessions.table.ts";

type ScheduledSessionRow = typeof scheduledSessions.$inferSelect;
type NewScheduledSession = Omit<typeof scheduledSessions.$inferInsert, "id" | "createdAt">;

function toScheduledSession(row: ScheduledSessionRow, tutorName: string | null) {
  return {
    ...row,
    tutorName,
    scheduledFor: row.scheduledFor.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export function createScheduledSessionsRepository(db: Database) {
  return {
    /** Every scheduled session with its teacher's name, soonest first. */
    async list() {
      const rows = await db
        .select({ session: getTableColumns(scheduledSessions), tutorName: users.fullName })
        .from(scheduledSessions)
        .leftJoin(users, eq(users.id, scheduledSessions.tutorId))
        .orderBy(asc(scheduledSessions.scheduledFor), asc(scheduledSessions.id));
      return rows.map((row) => toScheduledSession(row.session, row.tutorName));
    },

    async create(values: NewScheduledSession, tutorName: string) {
      const rows = await db.insert(scheduledSessions).values(values).returning();
      return toScheduledSession(rows[0]!, tutorName);
    },
  };
}
