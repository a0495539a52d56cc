/**
 * CSV building for every download the product offers (DECISIONS.md): RFC 4180 quoting, CRLF line
 * ends, and formula-injection escaping — a cell that starts with `=`, `+`, `-`, `@`, tab or carriage
 * return gets a leading `'` so a spreadsheet shows it as text instead of running it.
 */
type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n;]/;

/** One cell, escaped against formula injection and quoted when it must be. */
export function escapeCsvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  if (NEEDS_QUOTES.test(text) || text !== text.trim()) text = `"${text.replaceAll('"', '""')}"`;
  return text;
}

/** A header row and data rows as CSV text, lines ended with CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows]
    .map((row) => row.map(escapeCsvCell).join(","))
    .join("\r\n")
    .concat("\r\n");
}

/** Objects as CSV with the given columns, in that order. */
export function recordsToCsv<T extends Record<string, CsvCell>>(
  columns: readonly (keyof T & string)[],
  records: readonly T[],
): string {
  return toCsv(
    columns,
    records.map((record) => columns.map((column) => record[column])),
  );
}
