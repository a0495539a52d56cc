/**
 * The API's rule for a row id in a path, apart from the zod schemas in `common.ts` that apply it there: a
 * detail screen reads its `:id` by the same rule without loading zod (decision 055).
 */

/** The largest id a row can have (PostgreSQL `serial`/`integer`); a larger one is a 400, not a 500. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id as a path writes it: decimal digits without a leading zero, at most ten of them. */
export const ROW_ID_PATTERN = /^[1-9][0-9]{0,9}$/;

/** The row id a path segment names, or null when it names none (not digits, zero, or past `MAX_ROW_ID`). */
export function rowIdOf(value: string | undefined): number | null {
  if (value === undefined || !ROW_ID_PATTERN.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ROW_ID ? id : null;
}
