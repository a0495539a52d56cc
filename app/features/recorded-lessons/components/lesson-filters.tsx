import type { ReactNode } from "react";
import { NativeSelect, SelectOptions } from "#app/components/ui/input.tsx";
import { SearchInput } from "#app/components/ui/search-input.tsx";
import { RECORDED_LESSON_SUBJECTS } from "#shared/schemas/library-subjects.ts";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";
import { ALL_SUBJECTS } from "../lib/lesson-search.ts";

export type LessonFilterValues = { search: string; subject: string };
export const NO_LESSON_FILTERS: LessonFilterValues = { search: "", subject: ALL_SUBJECTS };

/**
 * The libraries' search and subject filter [2§2.5], [2§2.7]: the form's subjects, and any other subject
 * of the `lessons` given (a screen holding the whole list); `children` sits at the end of the row (Add Lesson).
 */
export function LessonFilters({
  lessons = [],
  value,
  onChange,
  children,
}: {
  lessons?: readonly Pick<RecordedLesson, "subject">[];
  value: LessonFilterValues;
  onChange: (value: LessonFilterValues) => void;
  children?: ReactNode;
}) {
  const subjectOptions = [
    ...new Set([...RECORDED_LESSON_SUBJECTS, ...lessons.map((lesson) => lesson.subject)]),
  ];
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="grid flex-1 gap-1.5">
        <label htmlFor="lesson-search" className="text-sm font-medium text-slate-800">
          Search lessons
        </label>
        <SearchInput
          id="lesson-search"
          placeholder="Title, description or tutor"
          value={value.search}
          onChange={(event) => onChange({ ...value, search: event.target.value })}
        />
      </div>
      <div className="grid gap-1.5 sm:w-56">
        <label htmlFor="lesson-subject-filter" className="text-sm font-medium text-slate-800">
          Subject
        </label>
        <NativeSelect
          id="lesson-subject-filter"
          value={value.subject}
          onChange={(event) => onChange({ ...value, subject: event.target.value })}
        >
          <option value={ALL_SUBJECTS}>All Subjects</option>
          <SelectOptions values={subjectOptions} />
        </NativeSelect>
      </div>
      {children}
    </div>
  );
}
