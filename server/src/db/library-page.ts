/**
 * The SQL pieces of a library read page by page (decision 039): the keyset order (uploaded time to the
 * microsecond, then id, newest first), the condition "after the cursor", and search patterns.
 */
import { type AnyColumn, desc, type SQL, sql } from "drizzle-orm";
import { encodePageCursor, type PageCursor } from "#shared/schemas/library-page.ts";
import type { Database } from "./client.ts";
import { jsonFields, jsonPageText } from "./json-rows.ts";

/** A timestamptz as UTC text to the microsecond, whose text order is its time order (the cursor's time). */
const microsecondText = (column: AnyColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A `LIKE` pattern matching `text` anywhere, its `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/** A list ordered newest first by `uploadedAt`, then id: the order, the keyset condition and the page read. */
export function newestFirstPages(columns: { uploadedAt: AnyColumn; id: AnyColumn }) {
  return {
    /** The rows' order, as `orderBy(...)` takes it. */
    orderBy: [desc(columns.uploadedAt), desc(columns.id)] as const,

    /** Rows after the cursor's row in that order; no condition without a cursor. */
    after(cursor: PageCursor | undefined): SQL | undefined {
      if (!cursor) return undefined;
      return sql`(${columns.uploadedAt}, ${columns.id}) < (${cursor.after}::timestamptz, ${cursor.id})`;
    },

    /** The select fields of the answer plus the hidden sort column `jsonPage` orders and cuts on. */
    fields: (answer: Record<string, AnyColumn | SQL | SQL.Aliased>) => ({
      ...jsonFields(answer),
      sortAt: microsecondText(columns.uploadedAt as AnyColumn).as("sortAt"),
    }),

    /**
     * The page `rows` selects (through `fields`, already limited to `limit + 1` rows) as JSON text, and the
     * next page's cursor, null on the last page.
     */
    async jsonPage(db: Database, rows: SQL | object, fieldNames: readonly string[], limit?: number) {
      const { json, nextKey } = await jsonPageText(db, {
        rows: rows as SQL,
        fieldNames,
        orderBy: sql`"sortAt" desc, "id" desc`,
        key: sql`page."sortAt" || '|' || page."id"`,
        limit,
      });
      return { json, nextCursor: nextKey === null ? null : encodePageCursor(nextKey) };
    },
  };
}
