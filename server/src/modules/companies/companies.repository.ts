import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/client.ts";
import { announceSessionChange } from "../session-changes/session-changes.service.ts";
import { companyNameTaken } from "./companies.errors.ts";
import { companies } from "./companies.table.ts";

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompany = Omit<typeof companies.$inferInsert, "id" | "createdAt">;

function nameConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw companyNameTaken();
  throw error;
}

/**
 * Companies' own rows. How many accounts each has is the users module's to count (users sit above
 * companies, decision 052): the companies service asks it.
 */
export function createCompaniesRepository(db: Database) {
  return {
    /** Every company, newest first. */
    async list() {
      return db.select().from(companies).orderBy(desc(companies.createdAt), desc(companies.id));
    },

    async findById(id: number) {
      const rows = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async create(values: NewCompany) {
      try {
        const rows = await db.insert(companies).values(values).returning();
        return rows[0]!;
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
      return row ?? null;
    },
  };
}

export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
