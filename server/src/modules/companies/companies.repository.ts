import { count, desc, eq, getTableColumns } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/client.ts";
import { announceSessionChange } from "../session-changes/session-changes.service.ts";
import { users } from "../users/users.table.ts";
import { companyNameTaken } from "./companies.errors.ts";
import { companies } from "./companies.table.ts";

type CompanyRow = typeof companies.$inferSelect;
type NewCompany = Omit<typeof companies.$inferInsert, "id" | "createdAt">;

/**
 * The API shape: dates as ISO strings, `employeeCount` derived from linked accounts, `expectedEmployees`
 * the stored figure the admin gave.
 */
function toCompany(row: CompanyRow, employeeCount: number) {
  return {
    id: row.id,
    name: row.name,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    status: row.status,
    employeeCount,
    expectedEmployees: row.expectedEmployees,
    placesPurchased: row.placesPurchased,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
  };
}

function nameConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw companyNameTaken();
  throw error;
}

export function createCompaniesRepository(db: Database) {
  async function employeeCountOf(companyId: number) {
    const rows = await db.select({ count: count() }).from(users).where(eq(users.companyId, companyId));
    return rows[0]?.count ?? 0;
  }

  return {
    /** Every company, newest first, each with the number of accounts linked to it (one query). */
    async list() {
      const rows = await db
        .select({ company: getTableColumns(companies), employeeCount: count(users.id) })
        .from(companies)
        .leftJoin(users, eq(users.companyId, companies.id))
        .groupBy(companies.id)
        .orderBy(desc(companies.createdAt), desc(companies.id));
      return rows.map((row) => toCompany(row.company, row.employeeCount));
    },

    async findById(id: number) {
      const rows = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async create(values: NewCompany) {
      try {
        const rows = await db.insert(companies).values(values).returning();
        return toCompany(rows[0]!, 0);
      } catch (error) {
        nameConflict(error);
      }
    },

    /** Applies the changes; null when no company has this id; 409 on a taken name. */
    async update(id: number, changes: Partial<NewCompany>) {
      let row: CompanyRow | undefined;
      try {
        const rows =
          Object.keys(changes).length > 0
            ? await db.update(companies).set(changes).where(eq(companies.id, id)).returning()
            : await db.select().from(companies).where(eq(companies.id, id)).limit(1);
        row = rows[0];
      } catch (error) {
        nameConflict(error);
      }
      // Its accounts' sessions carry the company's status and subscription end (decision 034).
      if (row && Object.keys(changes).length > 0) {
        await announceSessionChange(db, { kind: "company", companyId: row.id });
      }
      return row ? toCompany(row, await employeeCountOf(row.id)) : null;
    },
  };
}
