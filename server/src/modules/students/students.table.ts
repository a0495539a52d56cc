import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import {
  STUDENT_LABEL_FALLBACK,
  STUDENT_LABEL_FIELDS,
  type StudentLabelAudience,
} from "#shared/schemas/students.ts";
import { users } from "../users/users.table.ts";

/** A child on a family account (`userId`), optionally looked after by a tutor. */
export const students = pgTable(
  "students",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The child's first name (DECISIONS.md: households); optional for rows tutors or admins create. */
    firstName: text(),
    grade: text().notNull(),
    subjects: text(),
    notes: text(),
    tutorId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId), index().on(table.tutorId)],
);

/**
 * A child moved from one family account to another: only an admin may, and each move is kept with who
 * made it and when (DECISIONS.md "Safeguarding and security"). An account's erasure keeps the
 * row without the link to it.
 */
export const studentFamilyMoves = pgTable(
  "student_family_moves",
  {
    id: serial().primaryKey(),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    fromUserId: integer().references(() => users.id, { onDelete: "set null" }),
    toUserId: integer().references(() => users.id, { onDelete: "set null" }),
    movedById: integer().references(() => users.id, { onDelete: "set null" }),
    movedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.studentId)],
);

/** The columns a child's label on the tutor and admin screens is made from (a family's label reads fewer). */
export const childColumns = { id: students.id, firstName: students.firstName, notes: students.notes };
/** The columns a child's label as a family sees it is made from: never the tutor's notes. */
export const familyChildColumns = { id: students.id, firstName: students.firstName };
/**
 * A family account with one of its children, as the queries naming a session's children to their families
 * select it (joined to `users` on the family): the rows `groupFamiliesWithChildren` groups.
 */
export const familyWithChildColumns = {
  userId: users.id,
  email: users.email,
  fullName: users.fullName,
  child: familyChildColumns,
};

/** Text without the whitespace around it (as `String#trim` for the whitespace names carry), or null when empty. */
const trimmedOrNull = (column: SQLWrapper) =>
  sql`nullif(regexp_replace(${column}, '^[[:space:]]+|[[:space:]]+$', '', 'g'), '')`;

/** The label's fallback as an SQL literal (a constant without quotes, so written into the statement as is). */
const fallbackLiteral = sql.raw(`'${STUDENT_LABEL_FALLBACK}'`);

/**
 * A child's label as SQL over this table, derived from the label rule's one definition
 * (`STUDENT_LABEL_FIELDS`): the answer `studentLabel` (audience `staff`) or `familyStudentLabel` (`family`)
 * gives, which `students.rules.test.ts` holds it to. `leftJoined`: the child's row may be missing (a left
 * join), and the label is then null.
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
