/**
 * A child's label, in every form the server needs it, derived from the one definition in the shared
 * schema (`STUDENT_LABEL_FIELDS`): the TypeScript functions, the family's view of a child, and the
 * families of a set of children grouped with their labels (the e-mails naming the children); with the SQL
 * forms `students.table.ts` derives from the same definition (drizzle stays in tables and repositories),
 * offered here too: the label expression, the order by label and the columns a label is made from.
 * Other modules use these instead of writing the rule again; `students.rules.test.ts` holds the SQL and
 * TypeScript forms to the same answers.
 */
import {
  type FamilyChild,
  familyStudentLabel,
  type StudentLabelAudience,
  studentLabel,
} from "#shared/schemas/students.ts";

export {
  childColumns,
  familyChildColumns,
  familyWithChildColumns,
  studentLabelOrderSql,
  studentLabelSql,
} from "./students.table.ts";
export { familyStudentLabel, type StudentLabelAudience, studentLabel };

/** The family's view of a student row: the tutor's notes stay with the tutor, in the label too. */
export function toFamilyChild(student: FamilyChild & Record<string, unknown>): FamilyChild {
  const { id, firstName, grade, subjects, tutorName, createdAt } = student;
  return { id, firstName, label: familyStudentLabel(student), grade, subjects, tutorName, createdAt };
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
