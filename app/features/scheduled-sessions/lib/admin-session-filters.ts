/**
 * The admin schedule tab's filters in the browser (decision 048), for the Live Sessions view, whose few
 * sessions come whole from the live-sessions call: the same rules the server applies to the other views.
 */
export type SessionFilterValues = { search: string; tutorId: string; subject: string; academicYear: string };

/** Whether any filter is set (an empty or blank value is no filter). */
export const isFiltering = (filters: SessionFilterValues) =>
  Object.values(filters).some((value) => value.trim() !== "");

/**
 * Whether a session passes the filters: its teacher, subject and year match exactly where one is chosen,
 * and every word of the search is in its title, subject or teacher's name, in any letter case.
 */
export function matchesSessionFilters(
  session: { title: string; subject: string; tutorId: number; academicYear?: string | null },
  tutorName: string,
  filters: SessionFilterValues,
): boolean {
  if (filters.tutorId && String(session.tutorId) !== filters.tutorId) return false;
  if (filters.subject && session.subject !== filters.subject) return false;
  if (filters.academicYear && session.academicYear !== filters.academicYear) return false;
  const text = `${session.title}\n${session.subject}\n${tutorName}`.toLowerCase();
  return filters.search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}
