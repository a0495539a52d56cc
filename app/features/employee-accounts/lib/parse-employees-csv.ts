/**
 * Turns an employee CSV file into rows for `POST /api/admin/bulk-upload-employees` [1§5], tolerant of
 * the files people really export (DECISIONS.md): Excel's UTF-8 export (byte-order mark, CRLF), Google
 * Sheets, quoted fields with commas, semicolon-delimited European exports (the delimiter is detected),
 * blank lines, and header names in any case (`fullName`, `Full Name`, `name`; `email`, `E-mail`) or
 * worded the way HR systems word them ("Employee Email", "Work E-mail Address", "Name (full)").
 * Each employee keeps the row number a spreadsheet shows for it, so per-row errors can point at it.
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

type Field = keyof ParsedEmployee | "firstName" | "lastName";

/** Lower-case with everything but letters and digits removed: "Full Name" and "full_name" → "fullname". */
const normalise = (header: string) =>
  header
    .replace(/^\uFEFF/, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/**
 * The header's words, lower-cased: camelCase is split ("workEmail" → work, email) and every spelling
 * of e-mail becomes one word ("Work E-mail Address" → work, email, address).
 */
const words = (header: string) =>
  header
    .replace(/^\uFEFF/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/(^|[^a-z0-9])e[\s_.-]*mail/g, "$1email")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Exact headers (after `normalise`), most preferred first: any of them beats a tolerant match. */
const HEADER_ALIASES: Record<Field, readonly string[]> = {
  fullName: ["fullname", "name", "employeename", "fullnames"],
  email: ["email", "emailaddress", "workemail", "mail"],
  department: ["department", "dept"],
  jobTitle: ["jobtitle", "title", "position", "role"],
  // HR exports often split the name: first and last name columns are joined when there is no full name.
  firstName: ["firstname", "forename", "givenname", "first"],
  lastName: ["lastname", "surname", "familyname", "last"],
};

/** Words that make a column about someone or something other than the employee ("Manager Email"). */
const OTHER_PARTY = [
  "manager",
  "managers",
  "mgr",
  "supervisor",
  "boss",
  "lead",
  "leader",
  "director",
  "hr",
  "emergency",
  "kin",
  "spouse",
  "partner",
  "parent",
  "parents",
  "guardian",
  "child",
  "children",
  "kid",
  "kids",
  "student",
  "pupil",
  "approver",
  "mentor",
  "referrer",
  "referee",
  "assistant",
  "reports",
];
/** Things with a name of their own: "Company Name" and "Department Name" are not the employee's name. */
const NAMED_THINGS = [
  "company",
  "employer",
  "organisation",
  "organization",
  "org",
  "business",
  "team",
  "department",
  "dept",
  "division",
  "group",
  "site",
  "location",
  "office",
  "branch",
  "project",
  "client",
  "customer",
  "school",
  "course",
  "job",
  "role",
  "title",
  "product",
  "account",
  "domain",
  "file",
];
/** Parts of a name, or other names, that are not the full name ("First Name", "Username"). */
const NAME_PARTS = [
  "first",
  "firstname",
  "given",
  "givenname",
  "fore",
  "forename",
  "forenames",
  "last",
  "lastname",
  "sur",
  "surname",
  "family",
  "familyname",
  "middle",
  "middlename",
  "maiden",
  "user",
  "username",
  "login",
  "nick",
  "nickname",
  "preferred",
  "short",
  "known",
  "prefix",
  "suffix",
  "initial",
  "initials",
];
/** Words about an e-mail address rather than the address itself ("Email Opt-in", "Email Verified"). */
const ABOUT_EMAIL = [
  "opt",
  "optin",
  "optout",
  "consent",
  "verified",
  "verification",
  "status",
  "sent",
  "type",
  "domain",
  "preference",
  "preferences",
  "subscribed",
  "subscription",
  "bounce",
  "bounced",
  "count",
  "date",
  "format",
  "frequency",
];
/** A column that is only a second choice: "Personal Email" loses to "Employee Email". */
const SECOND_CHOICE = new Set([
  "personal",
  "home",
  "private",
  "secondary",
  "alternate",
  "alternative",
  "alt",
  "other",
  "backup",
  "old",
  "previous",
  "former",
]);

const has = (ws: readonly string[], ...wanted: string[]) => wanted.some((w) => ws.includes(w));
const isNameWord = (w: string) => w === "name" || w === "names";

/** Per field: whether a header's words mention the field, and the words that rule a header out. */
const TOLERANT: Record<Field, { mentions: (ws: readonly string[]) => boolean; excluded: Set<string> }> = {
  fullName: {
    mentions: (ws) => ws.some((w) => isNameWord(w) || w === "fullname" || w === "fullnames"),
    excluded: new Set([...OTHER_PARTY, ...NAMED_THINGS, ...NAME_PARTS]),
  },
  email: {
    mentions: (ws) => ws.some((w) => w === "mail" || w.startsWith("email") || w.endsWith("email")),
    excluded: new Set([...OTHER_PARTY, ...ABOUT_EMAIL]),
  },
  department: {
    mentions: (ws) => has(ws, "department", "dept", "departments"),
    excluded: new Set([...OTHER_PARTY, "head"]),
  },
  jobTitle: {
    mentions: (ws) =>
      has(ws, "jobtitle", "position", "designation") || (has(ws, "job") && has(ws, "title", "role")),
    excluded: new Set([...OTHER_PARTY, "code", "id", "level", "grade", "start", "date"]),
  },
  firstName: {
    mentions: (ws) =>
      has(ws, "firstname", "givenname", "forename", "forenames") ||
      (has(ws, "first", "given") && ws.some(isNameWord)),
    excluded: new Set([...OTHER_PARTY, ...NAMED_THINGS]),
  },
  lastName: {
    mentions: (ws) =>
      has(ws, "lastname", "surname", "surnames", "familyname") ||
      (has(ws, "last", "family") && ws.some(isNameWord)),
    excluded: new Set([...OTHER_PARTY, ...NAMED_THINGS]),
  },
};

type Header = { exact: string; words: string[] };

/**
 * How well a header fits a field: an exact alias scores highest, earlier aliases first (as the alias
 * lists are ordered); 2: the header mentions the field; 1: it does, as a second choice; 0: no match.
 */
function score(header: Header, field: Field): number {
  const alias = HEADER_ALIASES[field].indexOf(header.exact);
  if (alias !== -1) return 100 - alias;
  const rule = TOLERANT[field];
  if (!rule.mentions(header.words) || header.words.some((w) => rule.excluded.has(w))) return 0;
  return header.words.some((w) => SECOND_CHOICE.has(w)) ? 1 : 2;
}

/** The best-matching column not already taken (the leftmost among equals), or -1. */
function columnIndex(headers: readonly Header[], field: Field, taken: ReadonlySet<number>): number {
  let best = -1;
  let bestScore = 0;
  headers.forEach((header, index) => {
    if (taken.has(index)) return;
    const s = score(header, field);
    if (s > bestScore) {
      best = index;
      bestScore = s;
    }
  });
  return best;
}

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
  const headers = (rawRows[headerAt] ?? []).map((h) => ({ exact: normalise(h), words: words(h) }));
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
