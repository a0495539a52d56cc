import { and, count, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isoTimestamp, jsonArrayText, jsonFields } from "../../db/json-rows.ts";
import { type OwnedWriteOutcome, ownedRows, type RowWriter } from "../../db/owned-rows.ts";
import { users } from "../users/users.table.ts";
import { resources } from "./resources.table.ts";

type ResourceRow = typeof resources.$inferSelect;

export type ResourceValues = Pick<
  typeof resources.$inferInsert,
  "title" | "description" | "fileUrl" | "externalUrl" | "type" | "size" | "subject" | "yearGroup"
>;

function toResource(row: ResourceRow, tutorName: string | null) {
  return { ...row, tutorName, uploadedAt: row.uploadedAt.toISOString() };
}
export type ResourceItem = ReturnType<typeof toResource>;

const withTutor = { resource: getTableColumns(resources), tutorName: users.fullName };

/** A resource in the library's list, field for field as `resourceSchema` names them. */
export const resourceJsonFields = {
  id: resources.id,
  title: resources.title,
  description: resources.description,
  fileUrl: resources.fileUrl,
  externalUrl: resources.externalUrl,
  type: resources.type,
  size: resources.size,
  subject: resources.subject,
  yearGroup: resources.yearGroup,
  tutorId: resources.tutorId,
  tutorName: users.fullName,
  uploadedAt: isoTimestamp(resources.uploadedAt),
};

/** The resources library: every query of the domain, owner checks inside the SQL. */
export function createResourcesRepository(db: Database) {
  const { writable, refusal } = ownedRows(db, resources, resources);

  async function findById(id: number): Promise<ResourceItem | null> {
    const rows = await db
      .select(withTutor)
      .from(resources)
      .leftJoin(users, eq(users.id, resources.tutorId))
      .where(eq(resources.id, id))
      .limit(1);
    return rows[0] ? toResource(rows[0].resource, rows[0].tutorName) : null;
  }

  /** The resources `where` selects, with their owners' names, newest first, as one JSON array text. */
  function listJsonWhere(where: SQL | undefined): Promise<string> {
    const rows = db
      .select(jsonFields(resourceJsonFields))
      .from(resources)
      .leftJoin(users, eq(users.id, resources.tutorId))
      .where(where);
    return jsonArrayText(db, rows, sql`"uploadedAt" desc, "id" desc`);
  }

  return {
    findById,

    /**
     * Every resource with its owner's name, newest first, as JSON text PostgreSQL builds (the library is
     * shared by every account; decision 038).
     */
    listJson: () => listJsonWhere(undefined),

    /**
     * The library as a family reads it, newest first, narrowed in the query to one year group and/or one
     * subject when given (a folder of the folder browser); the subject matches exactly, as the form stores
     * it. JSON text, as `listJson`.
     */
    listForFamilyJson(filter: { yearGroup: string | null; subject: string | null }) {
      const conditions: SQL[] = [];
      if (filter.yearGroup !== null) conditions.push(eq(resources.yearGroup, filter.yearGroup));
      if (filter.subject !== null) conditions.push(eq(resources.subject, filter.subject));
      return listJsonWhere(and(...conditions));
    },

    /** The `fileUrl` of a resource the writer may change, or why not; no row is changed. */
    async fileUrlAs(writer: RowWriter, id: number): Promise<OwnedWriteOutcome<string | null>> {
      const rows = await db
        .select({ fileUrl: resources.fileUrl })
        .from(resources)
        .where(writable(id, writer))
        .limit(1);
      if (rows[0]) return { ok: true, value: rows[0].fileUrl };
      return { ok: false, reason: await refusal(id) };
    },

    async create(values: ResourceValues & { tutorId: number }): Promise<ResourceItem> {
      const rows = await db.insert(resources).values(values).returning({ id: resources.id });
      return (await findById(rows[0]!.id))!;
    },

    /**
     * Updates a resource the writer may change (the owner check is inside the statement, the row locked
     * while it is read), answering it with the `fileUrl` it had before; the owner never changes here.
     */
    async updateAs(
      writer: RowWriter,
      id: number,
      values: ResourceValues,
    ): Promise<OwnedWriteOutcome<{ resource: ResourceItem; previousFileUrl: string | null }>> {
      const previous = await db.transaction(async (tx) => {
        const locked = await tx
          .select({ fileUrl: resources.fileUrl })
          .from(resources)
          .where(writable(id, writer))
          .for("update");
        if (!locked[0]) return null;
        await tx.update(resources).set(values).where(eq(resources.id, id));
        return locked[0];
      });
      if (!previous) return { ok: false, reason: await refusal(id) };
      return { ok: true, value: { resource: (await findById(id))!, previousFileUrl: previous.fileUrl } };
    },

    /** Deletes a resource the writer may delete (the owner check is inside the DELETE); answers its `fileUrl`. */
    async deleteAs(writer: RowWriter, id: number): Promise<OwnedWriteOutcome<string | null>> {
      const rows = await db
        .delete(resources)
        .where(writable(id, writer))
        .returning({ fileUrl: resources.fileUrl });
      if (rows[0]) return { ok: true, value: rows[0].fileUrl };
      return { ok: false, reason: await refusal(id) };
    },

    /** How many resources carry this file. */
    async countUsing(fileUrl: string): Promise<number> {
      const rows = await db.select({ count: count() }).from(resources).where(eq(resources.fileUrl, fileUrl));
      return rows[0]?.count ?? 0;
    },
  };
}
