/**
 * What an employer's screen reads about its own company (DECISIONS.md "Employers: places, leavers, HR
 * managers"): its employees' accounts (the account only: never a child, booking, attendance, message or
 * recording), whether it signs in through its identity provider, and its HR managers for the admin.
 */
import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import {
  EMPLOYEES_PAGE_SIZE,
  type EmployeeRow,
  type EmployeesPage,
  type employeesQuerySchema,
  type HrManager,
} from "#shared/schemas/employer.ts";
import type { z } from "#shared/zod.ts";
import type { Database } from "../../db/client.ts";
import { invitations } from "../registration/registration.table.ts";
import { companyIdentityProviders } from "../sso/sso.table.ts";
import { users } from "../users/users.table.ts";

/** A date (`YYYY-MM-DD`) of a moment in Europe/London, where the leavers' dates are kept. */
const londonDate = (column: typeof users.leftAt) =>
  sql<string | null>`to_char(${column} at time zone 'Europe/London', 'YYYY-MM-DD')`;

/** Activated: signed in with a password of its own (or through the provider), as the report counts it. */
const activated = or(eq(users.isActivated, true), isNotNull(users.activatedAt))!;
const notLeaver = isNull(users.leftAt);

/** Each status of the list's filter, as a condition on the account (EMPLOYEE_STATUSES). */
const STATUS: Record<NonNullable<z.output<typeof employeesQuerySchema>["status"]>, SQL> = {
  registered: and(notLeaver, sql`not (${activated})`)!,
  activated: and(notLeaver, activated)!,
  leaving: gt(users.leftAt, sql`now()`),
  left: lte(users.leftAt, sql`now()`),
};

/** `%…%` for ILIKE with the person's own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createEmployerRepository(db: Database) {
  return {
    /**
     * One page of the company's family accounts, by name: searched in name, e-mail and username, filtered
     * by status. The one query the HR screen and the admin's company card both read.
     */
    async employees(companyId: number, query: z.output<typeof employeesQuerySchema>): Promise<EmployeesPage> {
      const conditions = [eq(users.companyId, companyId), eq(users.role, "parent")];
      if (query.search) {
        const pattern = containing(query.search);
        conditions.push(
          or(ilike(users.fullName, pattern), ilike(users.email, pattern), ilike(users.username, pattern))!,
        );
      }
      if (query.status) conditions.push(STATUS[query.status]);
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: users.id,
            fullName: users.fullName,
            email: users.email,
            username: users.username,
            createdAt: users.createdAt,
            activated: sql<boolean>`(${activated})`,
            leftAt: londonDate(users.leftAt),
            signsInWithProvider: users.signsInWithProvider,
          })
          .from(users)
          .where(where)
          .orderBy(asc(sql`lower(${users.fullName})`), asc(users.id))
          .limit(EMPLOYEES_PAGE_SIZE)
          .offset((query.page - 1) * EMPLOYEES_PAGE_SIZE),
        db.select({ total: count() }).from(users).where(where),
      ]);
      const employees: EmployeeRow[] = rows.map(({ createdAt, ...row }) => ({
        ...row,
        activated: Boolean(row.activated),
        registeredAt: createdAt.toISOString(),
      }));
      return { employees, total: total?.total ?? 0, page: query.page, pageSize: EMPLOYEES_PAGE_SIZE };
    },

    /** Whether the company has an identity provider its employees sign in through. */
    async signsInWithProvider(companyId: number) {
      const rows = await db
        .select({ companyId: companyIdentityProviders.companyId })
        .from(companyIdentityProviders)
        .where(eq(companyIdentityProviders.companyId, companyId))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * The company's HR managers: their accounts, then the invitations not yet used whose address has no
     * account (the newest per address), newest first.
     */
    async hrManagers(companyId: number): Promise<HrManager[]> {
      const [accounts, invited] = await Promise.all([
        db
          .select({ id: users.id, fullName: users.fullName, email: users.email, since: users.createdAt })
          .from(users)
          .where(and(eq(users.companyId, companyId), eq(users.role, "hr")))
          .orderBy(desc(users.createdAt), desc(users.id)),
        db
          .select({
            id: invitations.id,
            fullName: invitations.fullName,
            email: invitations.email,
            since: invitations.createdAt,
            expiresAt: invitations.expiresAt,
          })
          .from(invitations)
          .where(
            and(
              eq(invitations.companyId, companyId),
              eq(invitations.role, "hr"),
              isNull(invitations.usedAt),
              sql`not exists (select 1 from ${users} where lower(${users.email}) = lower(${invitations.email}))`,
            ),
          )
          .orderBy(desc(invitations.createdAt), desc(invitations.id)),
      ]);
      const seen = new Set<string>();
      const pending = invited.filter((row) => {
        const key = row.email.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      const now = Date.now();
      return [
        ...accounts.map((row) => ({
          ...row,
          status: "active" as const,
          since: row.since.toISOString(),
          expiresAt: null,
        })),
        ...pending.map((row) => ({
          ...row,
          status: row.expiresAt.getTime() > now ? ("invited" as const) : ("expired" as const),
          since: row.since.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
        })),
      ];
    },
  };
}

export type EmployerRepository = ReturnType<typeof createEmployerRepository>;
