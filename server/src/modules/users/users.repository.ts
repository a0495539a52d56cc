import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/client.ts";
import { companies, companyAccessColumns } from "../companies/companies.table.ts";
import { announceSessionChange } from "../session-changes/session-changes.service.ts";
import { userConflict } from "./users.errors.ts";
import { users } from "./users.table.ts";

export type User = typeof users.$inferSelect;
type NewUser = typeof users.$inferInsert;

export function createUsersRepository(db: Database) {
  return {
    /** Whether any account holds one of `usernames` (case-insensitive). */
    async anyWithUsername(usernames: readonly string[]) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          inArray(
            sql`lower(${users.username})`,
            usernames.map((name) => name.toLowerCase()),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /**
     * A new temporary password for an account that has not chosen its own yet: its
     * seven days start again. Null when the account does not exist or already chose a password.
     */
    async setTemporaryPassword(userId: number, passwordHash: string) {
      const rows = await db
        .update(users)
        .set({ passwordHash, passwordChangedAt: new Date() })
        .where(and(eq(users.id, userId), eq(users.mustChangePassword, true)))
        .returning();
      await announceSessionChange(db, { kind: "user", userId });
      return rows[0] ?? null;
    },

    /** The accounts of a company still waiting to choose their own password. */
    async pendingOfCompany(companyId: number) {
      return db
        .select()
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.mustChangePassword, true)))
        .orderBy(users.username);
    },

    async findById(id: number) {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Sign-in lookup: the user and its company's state, case-insensitive on username. */
    async findForLogin(username: string) {
      const rows = await db
        .select({
          user: users,
          ...companyAccessColumns,
        })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      const row = rows[0];
      return row
        ? {
            ...row.user,
            companyStatus: row.companyStatus,
            companySubscriptionEndDate: row.companySubscriptionEndDate,
          }
        : null;
    },

    async findByUsername(username: string) {
      const rows = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return rows[0] ?? null;
    },

    async findByEmail(email: string) {
      return db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
    },

    async create(values: NewUser) {
      try {
        const rows = await db.insert(users).values(values).returning();
        return rows[0]!;
      } catch (error) {
        if (isUniqueViolation(error)) userConflict(error);
        throw error;
      }
    },

    async setPassword(userId: number, passwordHash: string) {
      await db
        .update(users)
        .set({
          passwordHash,
          mustChangePassword: false,
          isActivated: true,
          passwordChangedAt: new Date(),
          activatedAt: sql`coalesce(${users.activatedAt}, now())`,
        })
        .where(eq(users.id, userId));
      await announceSessionChange(db, { kind: "user", userId });
    },

    /**
     * A new e-mail the account holder typed (so it is no longer a made-up one, and a different address
     * waits for its confirmation link); an address another account holds, in any case,
     * is a 409.
     */
    async setEmail(userId: number, email: string) {
      try {
        const rows = await db
          .update(users)
          .set({
            email,
            emailGenerated: false,
            emailConfirmedAt: sql`case when lower(${users.email}) = lower(${email}) then ${users.emailConfirmedAt} end`,
          })
          .where(eq(users.id, userId))
          .returning();
        await announceSessionChange(db, { kind: "user", userId });
        return rows[0]!;
      } catch (error) {
        if (isUniqueViolation(error)) userConflict(error);
        throw error;
      }
    },

    /** How many employees' accounts each company has (of `companyIds`, or of every company); none: absent. */
    async employeeCounts(companyIds?: number[]) {
      const rows = await db
        .select({ companyId: users.companyId, count: count() })
        .from(users)
        .where(
          and(
            companyIds ? inArray(users.companyId, companyIds) : sql`${users.companyId} is not null`,
            // A company's HR managers manage its benefit; they are not among its employees.
            ne(users.role, "hr"),
          ),
        )
        .groupBy(users.companyId);
      return new Map(rows.map((row) => [row.companyId!, row.count]));
    },

    async count() {
      const rows = await db.select({ count: sql<number>`count(*)::int` }).from(users);
      return rows[0]?.count ?? 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
