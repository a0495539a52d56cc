import { and, count, eq, getTableColumns, ilike, isNull, or, type SQLWrapper, sql } from "drizzle-orm";
import type { LibraryPage } from "#shared/schemas/library-page.ts";
import type { ResourceType } from "#shared/schemas/resources.ts";
import type { Database } from "../../db/client.ts";
import { isoTimestamp } from "../../db/json-rows.ts";
import { containsPattern, newestFirstPages, pageShapeOf } from "../../db/library-page.ts";
import { type OwnedWriteOutcome, ownedRows, type RowWriter } from "../../db/owned-rows.ts";
import { runShaped } from "../../db/statement-shapes.ts";
import { users } from "../users/users.table.ts";
import { resourceSearchText, resources } from "./resources.table.ts";

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
  // A subquery per listed row: a page's statement reads names for the rows it keeps, not a join of all users.
  tutorName: sql`(select ${users.fullName} from ${users} where ${users.id} = ${resources.tutorId})`,
  uploadedAt: isoTimestamp(resources.uploadedAt),
};

const resourceFieldNames = Object.keys(resourceJsonFields);
const pages = newestFirstPages(resources);

/**
 * The search (decision 043): the pattern in title, description or subject. The first condition reads the
 * trigram index on the three as one text; the second keeps the answer exactly the three columns' own, as a
 * pattern with a space could otherwise match across two of them in the joined text.
 */
const searchFor = (pattern: SQLWrapper) =>
  and(
    sql`${resourceSearchText(resources)} ilike ${pattern}`,
    or(
      ilike(resources.title, pattern),
      ilike(resources.description, pattern),
      ilike(resources.subject, pattern),
    ),
  );

/**
 * A read of the library (decision 039): every filter is optional. `type`, `subject` and `yearGroup` match
 * exactly (the subject as the form stores it); `search` matches title, description or subject anywhere,
 * case-insensitively, as the screen's search box did in the browser.
 */
export type ResourcesListQuery = LibraryPage & {
  type?: ResourceType | null;
  subject?: string | null;
  yearGroup?: string | null;
  /**
   * A child's or a session's year group (decision 049): the resources of that year group and those of none;
   * null keeps only those of none (a year no folder holds). Undefined is no filter.
   */
  forYearGroup?: string | null;
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

  return {
    findById,

    /**
     * The library, newest first, with each owner's name, narrowed by the query's filters, whole or one page
     * (`limit` rows after `cursor`), as JSON text PostgreSQL builds (decision 038) and the next page's
     * cursor. The library is shared by every account, so no filter is an access rule.
     */
    async listPage(query: ResourcesListQuery) {
      const page = pageShapeOf(query);
      const values = {
        yearGroup: query.yearGroup || undefined,
        forYearGroup: query.forYearGroup,
        subject: query.subject || undefined,
        type: query.type || undefined,
        search: query.search ? containsPattern(query.search) : undefined,
        ...page.values,
      };
      // Built once per shape (decision 043): which filters are given, whole list or page, first page or not.
      const shape = [
        "resources",
        values.yearGroup === undefined ? "any-year" : "year",
        values.forYearGroup === undefined ? "every-year-group" : "for-year-group",
        values.subject === undefined ? "any-subject" : "subject",
        values.type === undefined ? "any-type" : "type",
        values.search === undefined ? "all" : "search",
        ...page.shape,
      ].join(":");
      const result = await runShaped(db, shape, values, (bound) => {
        const where = and(
          pages.after(query, bound),
          values.yearGroup === undefined ? undefined : eq(resources.yearGroup, bound.yearGroup),
          values.forYearGroup === undefined
            ? undefined
            : or(eq(resources.yearGroup, bound.forYearGroup), isNull(resources.yearGroup)),
          values.subject === undefined ? undefined : eq(resources.subject, bound.subject),
          values.type === undefined ? undefined : eq(resources.type, bound.type),
          values.search === undefined ? undefined : searchFor(bound.search),
        );
        // A page's rows are picked by id first (an array read by primary key), so their fields and owner
        // are written for the page alone, not for every row the search matched before the sort.
        const picked =
          query.limit === undefined
            ? where
            : sql`${resources.id} = any(array(${db
                .select({ id: resources.id })
                .from(resources)
                .where(where)
                .orderBy(...pages.orderBy)
                .limit(bound.limitAndOne)}))`;
        const rows = db
          .select(pages.fields(resourceJsonFields))
          .from(resources)
          .where(picked)
          .orderBy(...pages.orderBy);
        return pages.pageSql(query, bound, rows, resourceFieldNames);
      });
      return pages.pageOf(result);
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

export type ResourcesRepository = ReturnType<typeof createResourcesRepository>;
