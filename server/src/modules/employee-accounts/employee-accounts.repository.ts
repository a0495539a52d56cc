import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../users/users.table.ts";
import { escapeLike } from "./usernames.ts";

export type NewAccount = Omit<typeof users.$inferInsert, "id" | "createdAt">;

/** Rows per multi-row INSERT. */
const CHUNK = 250;

export function createEmployeeAccountsRepository(db: Database) {
  /** Every username (lower-cased) that starts with one of these prefixes, in one query. */
  async function usernamesStartingWith(prefixes: string[]): Promise<Set<string>> {
    const unique = [...new Set(prefixes.map((p) => p.toLowerCase()))];
    if (unique.length === 0) return new Set();
    const patterns = sql.join(
      unique.map((p) => sql`${`${escapeLike(p)}%`}`),
      sql`, `,
    );
    const rows = await db
      .select({ username: sql<string>`lower(${users.username})` })
      .from(users)
      .where(sql`lower(${users.username}) like any(array[${patterns}]::text[])`);
    return new Set(rows.map((r) => r.username));
  }

  return {
    /** Which of these e-mails are already registered (case-insensitive), in one query; lower-cased. */
    async registeredEmails(emails: string[]): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const lowered = [...new Set(emails.map((e) => e.toLowerCase()))];
      const rows = await db
        .select({ email: sql<string>`lower(${users.email})` })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, lowered));
      return new Set(rows.map((r) => r.email));
    },

    /**
     * The taken usernames (lower-cased) that matter for these bases: each base that exists, and for a
     * base that exists or repeats, every username starting with it (so numbered forms are known).
     * Two queries at most, whatever the number of rows: the first uses the lower(username) index.
     */
    async takenUsernames(bases: string[]): Promise<Set<string>> {
      const lowered = bases.map((b) => b.toLowerCase());
      const unique = [...new Set(lowered)];
      if (unique.length === 0) return new Set();
      const exact = await db
        .select({ username: sql<string>`lower(${users.username})` })
        .from(users)
        .where(inArray(sql`lower(${users.username})`, unique));
      const taken = new Set(exact.map((r) => r.username));
      const seen = new Set<string>();
      const repeated = new Set<string>();
      for (const base of lowered) {
        if (seen.has(base)) repeated.add(base);
        seen.add(base);
      }
      const prefixes = unique.filter((base) => taken.has(base) || repeated.has(base));
      for (const username of await usernamesStartingWith(prefixes)) taken.add(username);
      return taken;
    },

    usernamesStartingWith,

    /**
     * Inserts the accounts with one multi-row INSERT per chunk. A row whose username or e-mail was
     * taken meanwhile is skipped (ON CONFLICT DO NOTHING), not fatal: callers compare what came back.
     */
    async insertMany(accounts: NewAccount[]) {
      const created: Array<{ id: number; username: string; email: string }> = [];
      for (let start = 0; start < accounts.length; start += CHUNK) {
        const rows = await db
          .insert(users)
          .values(accounts.slice(start, start + CHUNK))
          .onConflictDoNothing()
          .returning({ id: users.id, username: users.username, email: users.email });
        created.push(...rows);
      }
      return created;
    },
  };
}
