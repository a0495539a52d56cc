/**
 * The SQL pieces of a library read page by page (decision 039): the keyset order (uploaded time to the
 * microsecond, then id, newest first), the condition "after the cursor", search patterns, and the page's
 * statement with its limit and cursor as placeholders, so each read is built once per shape (decision 043).
 */
import { type AnyColumn, desc, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { encodePageCursor, type LibraryPage } from "#shared/schemas/library-page.ts";
import { jsonFields, jsonPageOf, jsonPageSql } from "./json-rows.ts";
import type { Bound } from "./statement-shapes.ts";

/** A timestamptz as UTC text to the microsecond, whose text order is its time order (the cursor's time). */
export const microsecondText = (column: AnyColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A `LIKE` pattern matching `text` anywhere, its `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * What a page's limit and cursor add to a read's shape name and values (`runShaped`): the limit, the limit
 * plus one (the extra row says whether another page follows), the cursor's time and id.
 */
export function pageShapeOf(query: LibraryPage) {
  return {
    shape: [query.limit === undefined ? "whole" : "limit", query.cursor === undefined ? "first" : "after"],
    values: {
      limit: query.limit,
      limitAndOne: query.limit === undefined ? undefined : query.limit + 1,
      after: query.cursor?.after,
      afterId: query.cursor?.id,
    },
  };
}

/** The values `pageShapeOf` binds, as a shape's placeholders or as the values themselves. */
export type BoundPage = {
  limit: Bound<number | undefined>;
  limitAndOne: Bound<number | undefined>;
  after: Bound<string | undefined>;
  afterId: Bound<number | undefined>;
};

/** A list ordered newest first by `uploadedAt`, then id: the order, the keyset condition and the page read. */
export function newestFirstPages(columns: { uploadedAt: AnyColumn; id: AnyColumn }) {
  return {
    /** The rows' order, as `orderBy(...)` takes it. */
    orderBy: [desc(columns.uploadedAt), desc(columns.id)] as const,

    /** Rows after the cursor's row (`page.after`, `page.afterId`) in that order; none without a cursor. */
    after(query: LibraryPage, page: BoundPage): SQL | undefined {
      if (!query.cursor) return undefined;
      return sql`(${columns.uploadedAt}, ${columns.id}) < (${page.after}::timestamptz, ${page.afterId}::int)`;
    },

    /** The select fields of the answer plus the hidden sort column the page orders and cuts on. */
    fields: (answer: Record<string, AnyColumn | SQL | SQL.Aliased>) => ({
      ...jsonFields(answer),
      sortAt: microsecondText(columns.uploadedAt as AnyColumn).as("sortAt"),
    }),

    /**
     * The statement answering the page `rows` selects (through `fields`, already limited to `limitAndOne`
     * rows when the query has a limit) as JSON text and the last row's key when another page follows.
     */
    pageSql(query: LibraryPage, page: BoundPage, rows: SQLWrapper, fieldNames: readonly string[]): SQL {
      return jsonPageSql({
        rows,
        fieldNames,
        orderBy: sql`"sortAt" desc, "id" desc`,
        key: sql`page."sortAt" || '|' || page."id"`,
        limit: query.limit === undefined ? undefined : (page.limit as Bound<number>),
      });
    },

    /** The page a `pageSql` statement answered, and the next page's cursor (null on the last page). */
    pageOf(result: unknown) {
      const { json, nextKey } = jsonPageOf(result);
      return { json, nextCursor: nextKey === null ? null : encodePageCursor(nextKey) };
    },
  };
}
