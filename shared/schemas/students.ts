/**
 * Students [2§2.9], [2§3], [2§5], [2§7]: a child of a family account, looked after by a tutor. The form's
 * body, the rows a tutor's screens list, the family-account search of the Add Student dialog, and the
 * child's display label (DECISIONS.md: households).
 */
import { whenMissing, z } from "../zod.ts";
import { ACADEMIC_YEARS } from "./catalog.ts";
import { optionalText, rowIdField } from "./common.ts";
import { normaliseSubjects } from "./student-subjects.ts";

export const STUDENT_FIRST_NAME_MAX = 50;
export const STUDENT_SUBJECTS_MAX = 500;
export const STUDENT_NOTES_MAX = 2000;
/** The family-account search answers from this many characters on, and at most this many accounts. */
export const FAMILY_SEARCH_MIN = 2;
export const FAMILY_SEARCH_MAX = 100;
export const FAMILY_SEARCH_LIMIT = 10;

export const STUDENT_MESSAGES = {
  familyRequired: "Please choose the family account",
  notFamily: "The chosen account is not a family account",
  gradeRequired: "Please select the year group",
  firstNameTooLong: `First name must be at most ${STUDENT_FIRST_NAME_MAX} characters`,
  searchTooShort: `Type at least ${FAMILY_SEARCH_MIN} characters to search`,
  searchTooLong: `Search for at most ${FAMILY_SEARCH_MAX} characters`,
  familyNotFound: "Family account not found",
  familyFixed: "Only an admin can move a child to another family",
  notTutor: "The chosen account is not an active teacher",
} as const;

/** Codes of the student failures the client acts on. */
export const STUDENT_ERROR_CODES = {
  notFound: "STUDENT_NOT_FOUND",
  notFamily: "STUDENT_FAMILY_INVALID",
  familyNotFound: "FAMILY_NOT_FOUND",
  familyFixed: "STUDENT_FAMILY_FIXED",
  notTutor: "STUDENT_TUTOR_INVALID",
} as const;

export { normaliseSubjects, subjectList } from "./student-subjects.ts";

/**
 * What a child's label is made of, per audience: the first of these fields that is not blank (trimmed),
 * else `STUDENT_LABEL_FALLBACK` and the child's id. The one definition of the label rule: `studentLabel`
 * and `familyStudentLabel` below, and the server's SQL form (`students.rules.ts`), are derived from it.
 * - `staff`, the tutor and admin screens: first name, else the tutor's notes (DECISIONS.md households, [2§3]);
 * - `family`, everything a family or an employer sees (screens, e-mails, the calendar feed, exports): first
 *   name only; the tutor's notes stay with the tutor (DECISIONS.md "Safeguarding and security").
 */
export const STUDENT_LABEL_FIELDS = {
  staff: ["firstName", "notes"],
  family: ["firstName"],
} as const;
export type StudentLabelAudience = keyof typeof STUDENT_LABEL_FIELDS;
/** A label's fallback, followed by the child's id ('Student #12'). */
export const STUDENT_LABEL_FALLBACK = "Student #";

type LabelledChild<A extends StudentLabelAudience> = { id: number } & {
  [Field in (typeof STUDENT_LABEL_FIELDS)[A][number]]: string | null;
};

function labelFor<A extends StudentLabelAudience>(audience: A, student: LabelledChild<A>): string {
  for (const field of STUDENT_LABEL_FIELDS[audience]) {
    const value = (student[field as keyof LabelledChild<A>] as string | null)?.trim();
    if (value) return value;
  }
  return `${STUDENT_LABEL_FALLBACK}${student.id}`;
}

/**
 * A child's label on the tutor and admin screens: its first name, else its notes, else 'Student #{id}'.
 * Never for what a family or an employer sees: `familyStudentLabel`.
 */
export function studentLabel(student: {
  id: number;
  firstName: string | null;
  notes: string | null;
}): string {
  return labelFor("staff", student);
}

/** A child's label in everything a family or an employer sees: its first name, else 'Student #{id}'. */
export function familyStudentLabel(student: { id: number; firstName: string | null }): string {
  return labelFor("family", student);
}

const noNul = (value: string) => !value.includes("\u0000");

export const studentBodySchema = z.object({
  userId: rowIdField(STUDENT_MESSAGES.familyRequired),
  firstName: z
    .string()
    .trim()
    .max(STUDENT_FIRST_NAME_MAX, STUDENT_MESSAGES.firstNameTooLong)
    .refine(noNul, "Invalid characters")
    .nullish()
    .transform((value) => (value ? value : null)),
  grade: z.enum(ACADEMIC_YEARS, { error: STUDENT_MESSAGES.gradeRequired }),
  subjects: optionalText(STUDENT_SUBJECTS_MAX)
    .refine((value) => value === null || noNul(value), "Invalid characters")
    .transform(normaliseSubjects),
  notes: optionalText(STUDENT_NOTES_MAX).refine(
    (value) => value === null || noNul(value),
    "Invalid characters",
  ),
  /**
   * The child's tutor, set by an admin (null: none yet; left out: unchanged on an edit, none on a new
   * child). A tutor's own students are always theirs: a tutor's `tutorId` is ignored.
   */
  tutorId: z
    .union([rowIdField(STUDENT_MESSAGES.notTutor), z.null()], { error: STUDENT_MESSAGES.notTutor })
    .optional(),
});
export type StudentBody = z.input<typeof studentBodySchema>;

export const studentSchema = z.object({
  id: z.number(),
  userId: z.number(),
  /** The family account's full name. */
  familyName: z.string(),
  firstName: z.string().nullable(),
  label: z.string(),
  grade: z.string(),
  subjects: z.string().nullable(),
  notes: z.string().nullable(),
  tutorId: z.number().nullable(),
  tutorName: z.string().nullable(),
  createdAt: z.string(),
});
export type Student = z.infer<typeof studentSchema>;

export const familyAccountSearchQuerySchema = z.object({
  search: z
    .string(whenMissing(STUDENT_MESSAGES.searchTooShort))
    .trim()
    .min(FAMILY_SEARCH_MIN, STUDENT_MESSAGES.searchTooShort)
    .max(FAMILY_SEARCH_MAX, STUDENT_MESSAGES.searchTooLong)
    .refine(noNul, "Invalid characters"),
});

/**
 * A family account as the search shows it: enough to tell two families apart (name, username and a
 * hint of the e-mail), not the e-mail itself (decision 013).
 */
export const familyAccountSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  username: z.string(),
  maskedEmail: z.string(),
});
export type FamilyAccount = z.infer<typeof familyAccountSchema>;

/** "emma.clarke@northwind.example" → "em•••@northwind.example". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 0) return "•••";
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(local.length - 1, 1)))}•••${email.slice(at)}`;
}

/* The family's own children on /account (DECISIONS.md "Children of a family"): `/api/family/children`. */

export const FAMILY_CHILD_SUBJECTS_MAX = 20;

export const FAMILY_CHILD_MESSAGES = {
  firstNameRequired: "Please enter your child's first name",
  subjectsInvalid: "Please choose the subjects from the list",
} as const;

/**
 * A child's subjects as the family sends them: a list of subject names (the form's checkboxes) or the
 * stored comma-separated text; either way stored as "Mathematics, Physics" like a tutor's (decision 018).
 */
const familyChildSubjectsField = z
  .union(
    [
      z
        .array(z.string().trim().min(1).max(STUDENT_FIRST_NAME_MAX).refine(noNul))
        .max(FAMILY_CHILD_SUBJECTS_MAX)
        .transform((subjects) => subjects.join(",")),
      optionalText(STUDENT_SUBJECTS_MAX).refine((value) => value === null || noNul(value)),
    ],
    { error: FAMILY_CHILD_MESSAGES.subjectsInvalid },
  )
  .transform(normaliseSubjects);

export const familyChildBodySchema = z.object({
  firstName: z
    .string({ error: FAMILY_CHILD_MESSAGES.firstNameRequired })
    .trim()
    .min(1, FAMILY_CHILD_MESSAGES.firstNameRequired)
    .max(STUDENT_FIRST_NAME_MAX, STUDENT_MESSAGES.firstNameTooLong)
    .refine(noNul, "Invalid characters"),
  grade: z.enum(ACADEMIC_YEARS, { error: STUDENT_MESSAGES.gradeRequired }),
  subjects: familyChildSubjectsField.optional().transform((value) => value ?? null),
});
export type FamilyChildBody = z.input<typeof familyChildBodySchema>;

/** A child as its family reads it: no tutor's notes beyond what the label needs, no family fields. */
export const familyChildSchema = z.object({
  id: z.number(),
  firstName: z.string().nullable(),
  label: z.string(),
  grade: z.string(),
  subjects: z.string().nullable(),
  tutorName: z.string().nullable(),
  createdAt: z.string(),
});
export type FamilyChild = z.infer<typeof familyChildSchema>;
