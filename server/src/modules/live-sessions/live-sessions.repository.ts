import { desc } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { liveSessions } from "./live-sessions.table.ts";

type LiveSessionRow = typeof liveSessions.$inferSelect;
type NewLiveSession = Omit<typeof liveSessions.$inferInsert, "id" | "createdAt">;

function toLiveSession(row: LiveSessionRow) {
  return { ...row, scheduledFor: row.scheduledFor.toISOString(), createdAt: row.createdAt.toISOString() };
}

export function createLiveSessionsRepository(db: Database) {
  return {
    /** Every live session, most recently scheduled first. */
    async list() {
      const rows = await db
        .select()
        .from(liveSessions)
        .orderBy(desc(liveSessions.scheduledFor), desc(liveSessions.id));
      return rows.map(toLiveSession);
    },

    async create(values: NewLiveSession) {
      const rows = await db.insert(liveSessions).values(values).returning();
      return toLiveSession(rows[0]!);
    },
  };
}
