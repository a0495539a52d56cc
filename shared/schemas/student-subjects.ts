/**
 * A student's subjects as stored (one comma-separated list) and as listed, apart from the zod schemas in
 * `students.ts`, which re-export them: a screen that lists a child's subjects does not load zod
 * (decision 055).
 */

/** "Mathematics,  Physics,," → "Mathematics, Physics": the stored comma-separated list, tidy. */
export function normaliseSubjects(value: string | null): string | null {
  if (!value) return null;
  const subjects = value
    .split(",")
    .map((subject) => subject.trim())
    .filter(Boolean);
  return subjects.length > 0 ? subjects.join(", ") : null;
}

/** The subjects of a student as a list, for badges. */
export function subjectList(subjects: string | null): string[] {
  return normaliseSubjects(subjects)?.split(", ") ?? [];
}
