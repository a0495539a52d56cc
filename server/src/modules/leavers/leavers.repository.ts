/**
 * The leavers' rows (DECISIONS.md "Employers: places, leavers, HR managers"): a family account's
 * `leftAt` (the start of its leaving day in Europe/London) and `leaverProcessedAt` (when what happens at
 * that date was done). Every write announces the account's change, so each server's session cache reads
 * the new date at once (decision 034).
 */
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { companies } from "../companies/companies.table.ts";
import { announceSessionChange } from "../session-changes/session-changes.service.ts";
import { users } from "../users/users.table.ts";

const leaverColumns = {
  id: users.id,
  companyId: users.companyId,
  fullName: users.fullName,
  email: users.email,
  leftAt: users.leftAt,
  leaverProcessedAt: users.leaverProcessedAt,
};
export type LeaverRow = {
  id: number;
  companyId: number | null;
  fullName: string;
  email: string;
  leftAt: Date | null;
  leaverProcessedAt: Date | null;
};

export function createLeaversRepository(db: Database) {
  return {
    /** The company's name, or null when it does not exist. */
    async companyName(companyId: number) {
      const rows = await db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return rows[0]?.name ?? null;
    },

    /** The company an account (an HR manager) belongs to, or null. */
    async companyOf(userId: number) {
      const rows = await db
        .select({ companyId: users.companyId })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return rows[0]?.companyId ?? null;
    },

    /**
     * Those of `userIds` that are family accounts of the company, locked (FOR UPDATE) until the
     * transaction ends, so a mark, an undo and the sweep of one account never cross.
     */
    async lockFamilies(companyId: number, userIds: number[]): Promise<LeaverRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select(leaverColumns)
        .from(users)
        .where(and(inArray(users.id, userIds), eq(users.companyId, companyId), eq(users.role, "parent")))
        .orderBy(asc(users.id))
        .for("update");
    },

    /** Sets the accounts' leaving date (and, a new date being not yet acted on, clears the processing). */
    async setLeftAt(userIds: number[], leftAt: Date) {
      if (userIds.length === 0) return;
      await db.update(users).set({ leftAt, leaverProcessedAt: null }).where(inArray(users.id, userIds));
      for (const userId of userIds) await announceSessionChange(db, { kind: "user", userId });
    },

    /**
     * The account is no longer a leaver, if its leaving date is still to come by the database's clock as
     * the statement runs (`clock_timestamp()`: `now()` is the transaction's start, which may be before a
     * wait for the place lock). False, and nothing changed, once the date has come.
     */
    async clearFutureLeftAt(userId: number) {
      const cleared = await db
        .update(users)
        .set({ leftAt: null, leaverProcessedAt: null })
        .where(and(eq(users.id, userId), sql`${users.leftAt} > clock_timestamp()`))
        .returning({ id: users.id });
      if (cleared.length === 0) return false;
      await announceSessionChange(db, { kind: "user", userId });
      return true;
    },

    /** Up to `limit` leavers whose date has come by `now` and who were not processed yet, earliest first. */
    async due(now: Date, limit: number) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(isNotNull(users.leftAt), lte(users.leftAt, now), isNull(users.leaverProcessedAt)))
        .orderBy(asc(users.leftAt), asc(users.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** The leaver, locked, when its date has come by `now` and it was not processed yet; else null. */
    async lockDue(userId: number, now: Date): Promise<LeaverRow | null> {
      const rows = await db
        .select(leaverColumns)
        .from(users)
        .where(
          and(
            eq(users.id, userId),
            isNotNull(users.leftAt),
            lte(users.leftAt, now),
            isNull(users.leaverProcessedAt),
          ),
        )
        .for("update");
      return rows[0] ?? null;
    },

    async markProcessed(userId: number, at: Date) {
      await db.update(users).set({ leaverProcessedAt: at }).where(eq(users.id, userId));
      await announceSessionChange(db, { kind: "user", userId });
    },
  };
}

export type LeaversRepository = ReturnType<typeof createLeaversRepository>;
