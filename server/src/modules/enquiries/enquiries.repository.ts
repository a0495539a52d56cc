import { desc } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { enquiries } from "./enquiries.table.ts";

type EnquiryRow = typeof enquiries.$inferSelect;
export type NewEnquiry = Omit<typeof enquiries.$inferInsert, "id" | "createdAt">;

export function toEnquiry(row: EnquiryRow) {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export function createEnquiriesRepository(db: Database) {
  return {
    async create(values: NewEnquiry) {
      const rows = await db.insert(enquiries).values(values).returning();
      return rows[0]!;
    },

    /** Every enquiry, newest first. */
    async list() {
      return db.select().from(enquiries).orderBy(desc(enquiries.createdAt), desc(enquiries.id));
    },
  };
}

export type EnquiriesRepository = ReturnType<typeof createEnquiriesRepository>;
