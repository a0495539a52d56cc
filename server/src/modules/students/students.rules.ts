/**
 * A child's label, in every form the server needs it, derived from the one definition in the shared
 * schema (`STUDENT_LABEL_FIELDS`): the TypeScript functions, the SQL expression the lists PostgreSQL writes
 * as JSON use, the order of the lists by label, the columns a label is made from, and the families of a
 * set of children grouped with their labels (the e-mails naming the children). Other modules use these
 * instead of writing the rule again; `students.rules.test.ts` holds the SQL and TypeScript forms to the
 * same answers.
 */
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import {
  familyStudentLabel,
  STUDENT_LABEL_FALLBACK,
  STUDENT_LABEL_FIELDS,
  type StudentLabelAudience,
  studentLabel,
} from "#shared/schemas/students.ts";
import { students } from "./students.table.ts";

export { familyStudentLabel, type StudentLabelAudience, studentLabel };

/** The columns a child's label on the tutor and admin screens is made from (a family's label reads fewer). */
export const childColumns = { id: students.id, firstName: students.firstName, notes: students.notes };
/** The columns a child's label as a family sees it is made from: never the tutor's notes. */
export const familyChildColumns = { id: students.id, firstName: students.firstName };

/** Text without the whitespace around it (as `String#trim` for the whitespace names carry), or null when empty. */
const trimmedOrNull = (column: SQLWrapper) =>
  sql`nullif(regexp_replace(${column}, '^[[:space:]]+|[[:space:]]+$', '', 'g'), '')`;

/** The label's fallback as an SQL literal (a constant without quotes, so written into the statement as is). */
const fallbackLiteral = sql.raw(`'${STUDENT_LABEL_FALLBACK}'`);

/**
 * A child's label as SQL over the `students` table, the same answer `studentLabel` (audience `staff`) or
 * `familyStudentLabel` (`family`) gives. `leftJoined`: the child's row may be missing (a left join), and
 * the label is then null.
 */
export function studentLabelSql(audience: StudentLabelAudience, options: { leftJoined?: boolean } = {}): SQL {
  const fields = STUDENT_LABEL_FIELDS[audience].map((field) => trimmedOrNull(students[field]));
  const label = sql`coalesce(${sql.join(fields, sql`, `)}, ${fallbackLiteral} || ${students.id})`;
  return options.leftJoined ? sql`case when ${students.id} is not null then ${label} end` : label;
}

/**
 * The key the lists of children are ordered by for an audience: the label's fields in lower case, the
 * children without any first (then by id, which the caller adds).
 */
export function studentLabelOrderSql(audience: StudentLabelAudience): SQL {
  const fields = STUDENT_LABEL_FIELDS[audience].map((field) => students[field]);
  return sql`lower(coalesce(${sql.join(fields, sql`, `)}, ''))`;
}

/** A family account and one of its children, as the queries naming the children of a session read them. */
type FamilyChildRow = {
  userId: number;
  email: string;
  fullName: string;
  child: { id: number; firstName: string | null };
};

/**
 * Each family once, in the order of the rows, with its children's labels as families see them (the
 * e-mails to families name their children).
 */
export function groupFamiliesWithChildren(rows: FamilyChildRow[]) {
  const families = new Map<number, { email: string; fullName: string; children: string[] }>();
  for (const row of rows) {
    const family = families.get(row.userId) ?? { email: row.email, fullName: row.fullName, children: [] };
    family.children.push(familyStudentLabel(row.child));
    families.set(row.userId, family);
  }
  return [...families.values()];
}
