import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { companies } from "../companies/companies.table.ts";
import { users } from "../users/users.table.ts";
import { escapeLike } from "./usernames.ts";

export type NewAccount = Omit<typeof users.$inferInsert, "id" | "createdAt">;

/**
 * Accounts per INSERT: 10,000 take five statements, each small enough for the embedded database's
 * memory (the parameters are one array per column, far from PostgreSQL's 65,535 per statement).
 */
export const INSERT_CHUNK = 2000;

/** The advisory lock every bulk creation of accounts holds for its transaction (decision 035). */
const BULK_ACCOUNTS_LOCK = "bulk-accounts";

/**
 * A list of values as a table (`wanted.value`) to match rows against: `in (select … from unnest(…))` is a
 * join PostgreSQL runs on the lower-cased index, one lookup per value. `= any($1)` was compared with every
 * element for every row under the generic plan of a prepared read (decision 041: the array is a parameter,
 * not a constant it could hash): 1.1 s per 10,000 e-mails against 10,000 accounts (decision 035).
 */
const listed = (values: string[]) => sql`unnest(${sql.param(values)}::text[]) as wanted(value)`;

export function createEmployeeAccountsRepository(db: Database) {
  /** Every username (lower-cased) that starts with one of these prefixes, in one query. */
  async function usernamesStartingWith(prefixes: string[]): Promise<Set<string>> {
    const unique = [...new Set(prefixes.map((p) => p.toLowerCase()))];
    if (unique.length === 0) return new Set();
    const patterns = sql.param(unique.map((p) => `${escapeLike(p)}%`));
    const rows = await db
      .select({ username: sql<string>`lower(${users.username})` })
      .from(users)
      .where(sql`lower(${users.username}) like any(${patterns}::text[])`);
    return new Set(rows.map((r) => r.username));
  }

  return {
    /**
     * Inside a transaction: waits until no other bulk upload or generation runs, and holds that until
     * the transaction ends. Bulk creations then never wait on each other's rows, so they cannot deadlock
     * on usernames or e-mails inserted in different orders, and each sees the other's accounts.
     */
    async holdBulkCreationLock(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${BULK_ACCOUNTS_LOCK}))`);
    },

    /**
     * Inside a transaction: the company, locked against deletion until the transaction ends (FOR KEY
     * SHARE, the lock a foreign key check takes), so accounts are never created for a company that goes.
     */
    async lockCompany(id: number) {
      const rows = await db
        .select({ id: companies.id, name: companies.name, contactEmail: companies.contactEmail })
        .from(companies)
        .where(eq(companies.id, id))
        .for("key share");
      return rows[0];
    },

    /** Which of these e-mails are already registered (case-insensitive), in one query; lower-cased. */
    async registeredEmails(emails: string[]): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const lowered = [...new Set(emails.map((e) => e.toLowerCase()))];
      const rows = await db
        .select({ email: sql<string>`lower(${users.email})` })
        .from(users)
        .where(sql`lower(${users.email}) in (select wanted.value from ${listed(lowered)})`);
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
        .where(sql`lower(${users.username}) in (select wanted.value from ${listed(unique)})`);
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
     * Inserts the accounts, INSERT_CHUNK rows per INSERT. A row whose username or e-mail was taken
     * meanwhile is skipped (ON CONFLICT DO NOTHING), not fatal: callers compare what came back.
     */
    async insertMany(accounts: NewAccount[]) {
      const created: Array<{ id: number; username: string; email: string }> = [];
      for (let start = 0; start < accounts.length; start += INSERT_CHUNK) {
        const chunk = accounts.slice(start, start + INSERT_CHUNK);
        // One array per column, spread into rows by unnest: 11 parameters whatever the number of rows
        // (a multi-row VALUES binds 11 per row, and building it took most of a 10,000-row upload).
        const column = <T>(type: string, value: (account: NewAccount) => T) =>
          sql`${sql.param(chunk.map(value))}::${sql.raw(type)}[]`;
        const result = await db.execute(sql`
          insert into ${users} (username, password_hash, email, full_name, role, company_id,
            must_change_password, is_activated, email_generated, department, job_title)
          select * from unnest(
            ${column("text", (a) => a.username)}, ${column("text", (a) => a.passwordHash)},
            ${column("text", (a) => a.email)}, ${column("text", (a) => a.fullName)},
            ${column("text", (a) => a.role ?? "parent")}, ${column("int", (a) => a.companyId ?? null)},
            ${column("bool", (a) => a.mustChangePassword ?? false)},
            ${column("bool", (a) => a.isActivated ?? false)},
            ${column("bool", (a) => a.emailGenerated ?? false)},
            ${column("text", (a) => a.department ?? null)}, ${column("text", (a) => a.jobTitle ?? null)})
          on conflict do nothing
          returning id, username, email`);
        // Both drivers answer `rows`, named as returned.
        const rows = (result as unknown as { rows: Array<{ id: number; username: string; email: string }> })
          .rows;
        created.push(
          ...rows.map((row) => ({ id: Number(row.id), username: row.username, email: row.email })),
        );
      }
      return created;
    },
  };
}

export type EmployeeAccountsRepository = ReturnType<typeof createEmployeeAccountsRepository>;
