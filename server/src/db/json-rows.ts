/**
 * Long lists built as JSON text by PostgreSQL (decision 038): reading thousands of rows one by one into
 * JavaScript, checking each against the response schema and writing them out again costs about eight
 * times what PostgreSQL takes to write the same answer on the embedded database. The fields are named one
 * by one, so nothing outside them can reach the answer; each list's test checks them against its schema.
 */
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "./client.ts";

/** A timestamptz as the text `Date#toISOString` writes (`2026-01-05T10:00:00.000Z`). */
export const isoTimestamp = (column: SQLWrapper) =>
  sql`to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The select fields that name each value as the answer's field (`{ fileUrl: resources.fileUrl }`). */
export function jsonFields(fields: Record<string, SQLWrapper>) {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, sql`${value}`.as(name)]));
}

/**
 * The rows `rows` selects (through `jsonFields`) as one compact JSON array text, like `JSON.stringify`
 * writes it (`row_to_json` per row; `json_agg` would add spaces and line breaks), in the order `orderBy`
 * gives over the answer's own fields (`sql\`"uploadedAt" desc, "id" desc\``); `[]` when there is none.
 */
export async function jsonArrayText(db: Database, rows: SQLWrapper, orderBy: SQL): Promise<string> {
  const result = await db.execute(sql`
    select '[' || coalesce(string_agg(row_to_json(item)::text, ',' order by ${orderBy}), '') || ']' as json
    from (${rows}) as item`);
  // Both drivers answer `rows`, named as returned.
  return (result as unknown as { rows: Array<{ json: string }> }).rows[0]?.json ?? "[]";
}
