import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";

/**
 * Whether a lesson matches what was typed in the library's search: every word, case-insensitively, in its
 * title, description, subject or teacher's name. The library is searched in the browser, as the
 * specification's screens do: it is one list every account already holds.
 */
export function matchesLessonSearch(
  lesson: Pick<RecordedLesson, "title" | "description" | "subject" | "tutorName">,
  search: string,
): boolean {
  const words = search.toLocaleLowerCase("en-GB").split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [lesson.title, lesson.description, lesson.subject, lesson.tutorName]
    .filter(Boolean)
    .join(" ")
    .toLocaleLowerCase("en-GB");
  return words.every((word) => text.includes(word));
}

/** The subject filter's value meaning every subject. */
export const ALL_SUBJECTS = "all";

/** The lessons the search and subject filter keep, in their order. */
export function filterLessons<
  T extends Pick<RecordedLesson, "title" | "description" | "subject" | "tutorName">,
>(lessons: readonly T[], { search, subject }: { search: string; subject: string }): T[] {
  return lessons.filter(
    (lesson) =>
      (subject === ALL_SUBJECTS || lesson.subject === subject) && matchesLessonSearch(lesson, search),
  );
}
