/**
 * Turns an employee CSV file into rows for `POST /api/admin/bulk-upload-employees` [1§5], tolerant of
 * the files people really export (DECISIONS.md): Excel's UTF-8 export (byte-order mark, CRLF), Google
 * Sheets, quoted fields with commas, semicolon-delimited European exports (the delimiter is detected),
 * blank lines, and header names in any case (`fullName`, `Full Name`, `name`; `email`, `E-mail`) or
 * worded the way HR systems word them ("Employee Email", "Work E-mail Address", "Name (full)").
 * Each employee keeps the row number a spreadsheet shows for it, so per-row errors can point at it.
 * Which column holds which field is decided in `employee-csv-columns.ts`. Pure: no React, no DOM beyond
 * the File the async variant reads in chunks so the page stays responsive.
 */
import Papa from "papaparse";
import { columnIndex, type Field, headerOf, type ParsedEmployee } from "./employee-csv-columns.ts";

export const CSV_NEEDS_DATA_MESSAGE = "CSV file must have a header row and at least one data row.";
export const CSV_MISSING_COLUMNS_MESSAGE = "CSV must contain columns: fullname, email";

export type { ParsedEmployee };

type ParseEmployeesResult =
  | {
      ok: true;
      employees: ParsedEmployee[];
      /**
       * `rowNumbers[i]` is the row of `employees[i]` in the file as a spreadsheet numbers it: the file's
       * first line is row 1 (normally the header, so the first employee is row 2), blank lines and
       * skipped rows keep their numbers, and a quoted cell spanning several lines is one row.
       */
      rowNumbers: number[];
      skipped: number;
      delimiter: string;
    }
  | { ok: false; message: string };

const isBlankRow = (row: readonly string[]) => row.every((cell) => cell.trim() === "");

/**
 * Maps raw parsed rows to employees. `rawRows` holds every record of the file, blank ones included, so
 * that a record's index + 1 is its spreadsheet row; the first non-blank record is the header.
 */
function employeesFromRows(rawRows: readonly (readonly string[])[], delimiter = ","): ParseEmployeesResult {
  const headerAt = rawRows.findIndex((row) => !isBlankRow(row));
  if (headerAt === -1) return { ok: false, message: CSV_NEEDS_DATA_MESSAGE };
  const dataAt = headerAt + 1;
  if (!rawRows.slice(dataAt).some((row) => !isBlankRow(row)))
    return { ok: false, message: CSV_NEEDS_DATA_MESSAGE };
  const headers = (rawRows[headerAt] ?? []).map(headerOf);
  const taken = new Set<number>();
  const pick = (field: Field) => {
    const index = columnIndex(headers, field, taken);
    if (index !== -1) taken.add(index);
    return index;
  };
  const emailIndex = pick("email");
  const nameIndex = pick("fullName");
  const firstIndex = nameIndex === -1 ? pick("firstName") : -1;
  const lastIndex = nameIndex === -1 ? pick("lastName") : -1;
  const splitName = firstIndex !== -1 && lastIndex !== -1;
  if ((nameIndex === -1 && !splitName) || emailIndex === -1)
    return { ok: false, message: CSV_MISSING_COLUMNS_MESSAGE };
  const departmentIndex = pick("department");
  const jobTitleIndex = pick("jobTitle");
  const cell = (row: readonly string[], index: number) => (index === -1 ? "" : (row[index] ?? "").trim());

  const employees: ParsedEmployee[] = [];
  const rowNumbers: number[] = [];
  let skipped = 0;
  for (let index = dataAt; index < rawRows.length; index++) {
    const row = rawRows[index] ?? [];
    if (isBlankRow(row)) continue;
    // [1§5]: rows with fewer than 2 cells are skipped.
    if (row.length < 2) {
      skipped++;
      continue;
    }
    employees.push({
      fullName: splitName ? `${cell(row, firstIndex)} ${cell(row, lastIndex)}`.trim() : cell(row, nameIndex),
      email: cell(row, emailIndex),
      department: cell(row, departmentIndex),
      jobTitle: cell(row, jobTitleIndex),
    });
    rowNumbers.push(index + 1);
  }
  if (employees.length === 0) return { ok: false, message: CSV_NEEDS_DATA_MESSAGE };
  return { ok: true, employees, rowNumbers, skipped, delimiter };
}

const DELIMITERS = [",", ";", "\t", "|"];

/**
 * Detects the delimiter as papaparse does with blank lines left out of the count, while the parse
 * itself keeps blank lines (as empty records) so that row numbers match the file.
 */
const guessDelimiter = (input: string) =>
  Papa.parse<string[]>(input, { preview: 1, skipEmptyLines: "greedy", delimitersToGuess: DELIMITERS }).meta
    .delimiter;

const PAPA_OPTIONS = {
  header: false as const,
  skipEmptyLines: false as const,
  delimiter: guessDelimiter,
  delimitersToGuess: DELIMITERS,
};

/** Parses CSV text synchronously (tests, small inputs). */
export function parseEmployeesCsv(text: string): ParseEmployeesResult {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { ...PAPA_OPTIONS });
  return employeesFromRows(result.data, result.meta.delimiter);
}

/**
 * Parses a File in chunks: papaparse reads it with FileReader a slice at a time and hands the rows
 * over between reads, so a file of thousands of rows never blocks the page in one long task.
 */
export function parseEmployeesCsvFile(file: File, chunkSize = 64 * 1024): Promise<ParseEmployeesResult> {
  return new Promise((resolve) => {
    const rows: string[][] = [];
    let delimiter = ",";
    Papa.parse<string[], File>(file, {
      ...PAPA_OPTIONS,
      chunkSize,
      chunk: (results) => {
        delimiter = results.meta.delimiter;
        for (const row of results.data) rows.push(row);
      },
      complete: () => {
        const first = rows[0];
        if (first?.[0] !== undefined) first[0] = first[0].replace(/^\uFEFF/, "");
        resolve(employeesFromRows(rows, delimiter));
      },
      error: (error) => resolve({ ok: false, message: error.message || CSV_NEEDS_DATA_MESSAGE }),
    });
  });
}

/** True when the file name ends in .csv [1§5]. */
export const isCsvFileName = (name: string) => /\.csv$/i.test(name.trim());
