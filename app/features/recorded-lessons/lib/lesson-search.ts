import { useDebouncedValue } from "#app/lib/use-debounced-value.ts";

/** The subject filter's value meaning every subject. */
export const ALL_SUBJECTS = "all";

/**
 * What a library screen sends to the server for its search box and subject filter (decision 039): the
 * search once typing pauses, the subject or null for every subject; `filtering` says whether either
 * narrows the list (for the empty state's words).
 */
export function useLessonPageFilters({ search, subject }: { search: string; subject: string }) {
  const sentSearch = useDebouncedValue(search).trim();
  const sentSubject = subject === ALL_SUBJECTS ? null : subject;
  return {
    sent: { search: sentSearch, subject: sentSubject },
    filtering: sentSearch !== "" || sentSubject !== null,
  };
}
