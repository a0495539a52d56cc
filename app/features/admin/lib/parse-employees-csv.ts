/**
 * Turns an employee CSV file into rows for `POST /api/admin/bulk-upload-employees` [1§5], tolerant of
 * the files people really export (DECISIONS.md): Excel's UTF-8 export (byte-order mark, CRLF), Google
 * Sheets, quoted fields with commas, semicolon-delimited European exports (the delimiter is detected),
 * blank lines, and header names in any case (`fullName`, `Full Name`, `name`; `email`, `E-mail`).
 * Pure: no React, no DOM beyond the File the async variant reads in chunks so the page stays responsive.
 */
import Papa from "papaparse";

export const CSV_NEEDS_DATA_MESSAGE = "CSV file must have a header row and at least one data row.";
export const CSV_MISSING_COLUMNS_MESSAGE = "CSV must contain columns: fullname, email";

export type ParsedEmployee = {
  fullName: string;
  email: string;
  department: string;
  jobTitle: string;
};

export type ParseEmployeesResult =
  | { ok: true; employees: ParsedEmployee[]; skipped: number; delimiter: string }
  | { ok: false; message: string };

/** Lower-case with everything but letters and digits removed: "Full Name" and "full_name" → "fullname". */
const normalise = (header: string) =>
  header
    .replace(/^\uFEFF/, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

const HEADER_ALIASES: Record<keyof ParsedEmployee, readonly string[]> = {
  fullName: ["fullname", "name", "employeename", "fullnames"],
  email: ["email", "emailaddress", "workemail", "mail"],
  department: ["department", "dept"],
  jobTitle: ["jobtitle", "title", "position", "role"],
};

/** HR exports often split the name: first and last name columns are joined when there is no full name. */
const FIRST_NAME_ALIASES = ["firstname", "forename", "givenname", "first"];
const LAST_NAME_ALIASES = ["lastname", "surname", "familyname", "last"];

const indexOfAny = (headers: string[], aliases: readonly string[]) => {
  for (const alias of aliases) {
    const index = headers.indexOf(alias);
    if (index !== -1) return index;
  }
  return -1;
};

function columnIndex(headers: string[], field: keyof ParsedEmployee): number {
  for (const alias of HEADER_ALIASES[field]) {
    const index = headers.indexOf(alias);
    if (index !== -1) return index;
  }
  return -1;
}

const isBlankRow = (row: readonly string[]) => row.every((cell) => cell.trim() === "");

/** Maps raw parsed rows (the first non-blank one being the header) to employees. */
export function employeesFromRows(
  rawRows: readonly (readonly string[])[],
  delimiter = ",",
): ParseEmployeesResult {
  const rows = rawRows.filter((row) => !isBlankRow(row));
  if (rows.length < 2) return { ok: false, message: CSV_NEEDS_DATA_MESSAGE };
  const [headerRow = [], ...dataRows] = rows;
  const headers = headerRow.map(normalise);
  const nameIndex = columnIndex(headers, "fullName");
  const firstIndex = nameIndex === -1 ? indexOfAny(headers, FIRST_NAME_ALIASES) : -1;
  const lastIndex = nameIndex === -1 ? indexOfAny(headers, LAST_NAME_ALIASES) : -1;
  const splitName = firstIndex !== -1 && lastIndex !== -1;
  const emailIndex = columnIndex(headers, "email");
  if ((nameIndex === -1 && !splitName) || emailIndex === -1)
    return { ok: false, message: CSV_MISSING_COLUMNS_MESSAGE };
  const departmentIndex = columnIndex(headers, "department");
  const jobTitleIndex = columnIndex(headers, "jobTitle");
  const cell = (row: readonly string[], index: number) => (index === -1 ? "" : (row[index] ?? "").trim());

  const employees: ParsedEmployee[] = [];
  let skipped = 0;
  for (const row of dataRows) {
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
  }
  if (employees.length === 0) return { ok: false, message: CSV_NEEDS_DATA_MESSAGE };
  return { ok: true, employees, skipped, delimiter };
}

const PAPA_OPTIONS = {
  header: false as const,
  skipEmptyLines: "greedy" as const,
  delimitersToGuess: [",", ";", "\t", "|"],
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
