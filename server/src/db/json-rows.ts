/**
 * Long lists built as JSON text by PostgreSQL (decision 038): reading thousands of rows one by one into
 * JavaScript, checking each against the response schema and writing them out again costs about eight
 * times what PostgreSQL takes to write the same answer on the embedded database. The fields are named one
 * by one, so nothing outside them can reach the answer; each list's test checks them against its schema.
 */
import { type Placeholder, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "./client.ts";

/** A timestamptz as the text `Date#toISOString` writes (`2026-01-05T10:00:00.000Z`). */
export const isoTimestamp = (column: SQLWrapper) =>
  sql`to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The select fields that name each value as the answer's field (`{ fileUrl: resources.fileUrl }`). */
export function jsonFields(fields: Record<string, SQLWrapper>) {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, sql`${value}`.as(name)]));
}

/**
 * The statement that answers the rows `rows` selects (through `jsonFields`) as one compact JSON array text
 * in its one row's `json`, like `JSON.stringify` writes it (`row_to_json` per row; `json_agg` would add
 * spaces and line breaks), in the order `orderBy` gives over the answer's own fields
 * (`sql\`"uploadedAt" desc, "id" desc\``); `[]` when there is none.
 */
export function jsonArraySql(rows: SQLWrapper, orderBy: SQL): SQL {
  return sql`
    select '[' || coalesce(string_agg(row_to_json(item)::text, ',' order by ${orderBy}), '') || ']' as json
    from (${rows}) as item`;
}

/** The JSON array text a `jsonArraySql` statement answered. */
export function jsonArrayOf(result: unknown): string {
  // Both drivers answer `rows`, named as returned.
  return (result as { rows: Array<{ json: string }> }).rows[0]?.json ?? "[]";
}

/** Runs `jsonArraySql(rows, orderBy)` and answers its text. */
export async function jsonArrayText(db: Database, rows: SQLWrapper, orderBy: SQL): Promise<string> {
  return jsonArrayOf(await db.execute(jsonArraySql(rows, orderBy)));
}

/** A page of a long list, as `jsonPageSql` reads it. */
export type JsonPage = {
  rows: SQLWrapper;
  fieldNames: readonly string[];
  orderBy: SQL;
  key: SQL;
  limit?: number | Placeholder;
};

/**
 * The statement that reads one page of a long list as JSON text (decision 039). `rows` selects the
 * answer's fields (`fieldNames`, through `jsonFields`) and any hidden sort columns, at most `limit + 1`
 * rows when `limit` is given (one more than the page, to know whether another follows); `orderBy` orders
 * them over those columns. It answers the first `limit` rows (every row without `limit`) as compact JSON
 * array text in `json`, in that order, and in `nextKey` the value of `key` (an expression over `page`, the
 * row) for the page's last row when more rows follow, else null. Only the named fields reach the answer:
 * the hidden columns do not.
 */
export function jsonPageSql(page: JsonPage): SQL {
  const columns = sql.join(
    page.fieldNames.map((name) => sql`page.${sql.identifier(name)}`),
    sql`, `,
  );
  const kept = page.limit === undefined ? sql`true` : sql`page."rowNumber" <= ${page.limit}`;
  const nextKey =
    page.limit === undefined
      ? sql`null::text`
      : sql`case when count(*) > ${page.limit} then max(${page.key}) filter (where page."rowNumber" = ${page.limit}) end`;
  return sql`
    select '[' || coalesce(string_agg(row_to_json(item)::text, ',' order by page."rowNumber") filter (where ${kept}), '') || ']' as json,
      ${nextKey} as "nextKey"
    from (select ranked.*, row_number() over (order by ${page.orderBy}) as "rowNumber" from (${page.rows}) as ranked) as page
    cross join lateral (select ${columns}) as item`;
}

/** The page a `jsonPageSql` statement answered. */
export function jsonPageOf(result: unknown): { json: string; nextKey: string | null } {
  const row = (result as { rows: Array<{ json: string; nextKey: string | null }> }).rows[0];
  return { json: row?.json ?? "[]", nextKey: row?.nextKey ?? null };
}

/** Runs `jsonPageSql(page)` and answers the page's text and next key. */
export async function jsonPageText(
  db: Database,
  page: JsonPage,
): Promise<{ json: string; nextKey: string | null }> {
  return jsonPageOf(await db.execute(jsonPageSql(page)));
}
