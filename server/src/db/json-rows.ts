/**
 * Long lists built as JSON text by PostgreSQL (decision 038): reading thousands of rows one by one into
 * JavaScript, checking each against the response schema and writing them out again costs about eight
 * times what `json_agg` costs for the same answer on the embedded database. The fields are named one by
 * one, so nothing outside them can reach the answer; each list's test checks them against its schema.
 */
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** A timestamptz as the text `Date#toISOString` writes (`2026-01-05T10:00:00.000Z`). */
export const isoTimestamp = (column: SQLWrapper) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One JSON object per row with exactly these fields, in this order. */
export function jsonObject(fields: Record<string, SQLWrapper>): SQL {
  const pairs = Object.entries(fields).map(([name, value]) => sql`${name}::text, ${value}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** Every row's object in one JSON array text, ordered as `orderBy` says; `[]` when there is none. */
export function jsonArrayOf(object: SQL, orderBy: SQL) {
  return sql<string>`coalesce(json_agg(${object} order by ${orderBy}), '[]')::text`;
}
